import { join } from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { users } from "../server/db/schema";
import { changeRole } from "../server/platform/sessions";

/**
 * `npm run staff:create -- someone@mithaas.in [First] [Last]`: gives an account the staff role,
 * creating it if needed. Staff sign in like customers, with a code sent to that e-mail.
 */
const [emailArg, firstName = "", lastName = ""] = process.argv.slice(2);
const email = z.email().safeParse(emailArg?.trim().toLowerCase());
if (!email.success) {
  console.error("Usage: npm run staff:create -- <email> [first name] [last name]");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(config.dataDir, "db") },
);
await database.migrate();
const [existing] = await database.db.select().from(users).where(eq(users.email, email.data));
if (existing) {
  const changed = await changeRole(database.db, existing.id, "staff");
  console.log(
    changed ? `${email.data} is now staff; their sessions were ended.` : `${email.data} was already staff.`,
  );
} else {
  await database.db.insert(users).values({ email: email.data, firstName, lastName, role: "staff" });
  console.log(`Created staff account ${email.data}.`);
}
await database.close();
