import { join } from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { users } from "../server/db/schema";
import { changeRole } from "../server/platform/sessions";

/**
 * `npm run staff:create -- someone@mithaas.in [First] [Last]`: gives an account the staff role,
 * creating it if needed. `npm run staff:create -- --remove someone@mithaas.in` takes it back. Either
 * way a real change ends every session of that account, so an old token cannot keep the old role.
 */
const args = process.argv.slice(2);
const remove = args[0] === "--remove";
const [emailArg, firstName = "", lastName = ""] = remove ? args.slice(1) : args;
const email = z.email().safeParse(emailArg?.trim().toLowerCase());
if (!email.success) {
  console.error("Usage: npm run staff:create -- <email> [first name] [last name]");
  console.error("       npm run staff:create -- --remove <email>");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(config.dataDir, "db") },
);
await database.migrate();
const [existing] = await database.db.select().from(users).where(eq(users.email, email.data));
if (remove) {
  if (!existing) console.log(`${email.data} has no account; nothing to remove.`);
  else {
    const changed = await changeRole(database.db, existing.id, "customer");
    console.log(
      changed
        ? `${email.data} is no longer staff; their sessions were ended.`
        : `${email.data} was not staff.`,
    );
  }
} else if (existing) {
  const changed = await changeRole(database.db, existing.id, "staff");
  console.log(
    changed ? `${email.data} is now staff; their sessions were ended.` : `${email.data} was already staff.`,
  );
} else {
  await database.db.insert(users).values({ email: email.data, firstName, lastName, role: "staff" });
  console.log(`Created staff account ${email.data}.`);
}
await database.close();
