import { join } from "node:path";
import { openDatabase } from "@server/db/connect";
import { users } from "@server/db/schema";
import { staffAccounts } from "./staff-accounts";

/**
 * Run by playwright.config.ts before the store starts on the test's data folder (the embedded database
 * takes one process at a time, so this must finish first): the e2e staff accounts, with phones so
 * their sign-in needs no phone step.
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is not set");
const database = await openDatabase({ pgliteDir: join(dataDir, "db") });
await database.migrate();
for (const email of Object.values(staffAccounts)) {
  await database.db
    .insert(users)
    .values({ email, firstName: "Staff", lastName: "Tester", phone: "9876500000", role: "staff" })
    .onConflictDoUpdate({ target: users.email, set: { role: "staff" } });
}
await database.close();
