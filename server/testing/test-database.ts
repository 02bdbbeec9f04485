import type { DatabaseTimeouts } from "@server/config";
import { type Database, openDatabase } from "@server/db/connect";
import { createScratchPostgres } from "@server/db/scratch-postgres";

export type FreshDatabaseOptions = {
  /** PostgreSQL only: the connection string the pool uses instead, e.g. a TCP proxy's `through`. */
  through?: (url: string) => string;
  /** PostgreSQL only: bounds other than the defaults, e.g. short ones for a fault test. */
  timeouts?: DatabaseTimeouts;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * PostgreSQL database made beside TEST_DATABASE_URL and dropped again on close.
 */
export async function freshDatabase(options: FreshDatabaseOptions = {}): Promise<Database> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    return database;
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const scratch = await createScratchPostgres(baseUrl, "mithaas_test");
  const database = await openDatabase({
    url: options.through ? options.through(scratch.url) : scratch.url,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
  });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
