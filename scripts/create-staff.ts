import { join } from "node:path";
import { loadConfig } from "@server/config";
import { openDatabase } from "@server/db/connect";
import { applyStaffChange, staffChange } from "@server/modules/auth/staff-accounts";
import { askRunningServer } from "@server/platform/local-control";

/**
 * `npm run staff:create -- someone@mithaas.in [First] [Last]`: gives an account the staff role,
 * creating it if needed. `npm run staff:create -- --remove someone@mithaas.in` takes it back. Either
 * way a real change ends every session of that account, so an old token cannot keep the old role.
 *
 * With the embedded database, a server running on the same data folder does the work (one process at
 * a time may open that database); otherwise the script opens the database itself.
 */
const args = process.argv.slice(2);
const remove = args[0] === "--remove";
const [email, firstName, lastName] = remove ? args.slice(1) : args;
const change = staffChange.safeParse({ action: remove ? "remove" : "grant", email, firstName, lastName });
if (!change.success) {
  console.error(change.error.issues.map((issue) => issue.message).join("\n"));
  console.error("Usage: npm run staff:create -- <email> [first name] [last name]");
  console.error("       npm run staff:create -- --remove <email>");
  process.exit(2);
}
const config = loadConfig();
const answer = config.databaseUrl ? null : await askRunningServer(config.dataDir, "staff", change.data);
if (answer) {
  (answer.ok ? console.log : console.error)(
    `${answer.message} (done by the server running on ${config.dataDir})`,
  );
  process.exit(answer.ok ? 0 : 1);
}
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(config.dataDir, "db") },
);
await database.migrate();
console.log(await applyStaffChange(database.db, change.data));
await database.close();
