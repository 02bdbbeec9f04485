import { join } from "node:path";
import { loadConfig } from "@server/config";
import { openDatabase } from "@server/db/connect";

/** Applies pending migrations to DATABASE_URL, or to the embedded PGlite store under DATA_DIR. */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(config.dataDir, "db") },
);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
