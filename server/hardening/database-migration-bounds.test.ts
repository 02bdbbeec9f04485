import { type Database, openDatabase } from "@server/db/connect";
import { createScratchPostgres } from "@server/db/scratch-postgres";
import { isServiceUnavailable } from "@server/platform/unavailable-services";
import { onPostgres, until } from "@server/testing/database-faults";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const timeouts = { connectMs: 1_000, statementMs: 300, idleInTransactionMs: 1_000 };

let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
let bounded: Database;
/** One connection holds the lock; the other watches (pg_stat_activity is frozen inside a transaction). */
let holder: pg.Client;
let watcher: pg.Client;

beforeAll(async () => {
  if (!onPostgres) return;
  scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL as string, "mithaas_bounds");
  const first = await openDatabase({ url: scratch.url });
  await first.migrate();
  await first.close();
  bounded = await openDatabase({ url: scratch.url, timeouts });
  holder = new pg.Client({ connectionString: scratch.url });
  watcher = new pg.Client({ connectionString: scratch.url });
  await holder.connect();
  await watcher.connect();
});
afterAll(async () => {
  if (!onPostgres) return;
  await holder.end();
  await watcher.end();
  await bounded.close();
  await scratch.drop();
});

describe.skipIf(!onPostgres)("the statement timeout", () => {
  it("cuts a shopper's statement short, as a database that is only slow, answered 503", async () => {
    const outcome = await bounded.db.execute(sql`select pg_sleep(2)`).then(
      () => "finished",
      (error: unknown) => error,
    );
    expect(isServiceUnavailable(outcome)).toBe(true);
  });

  it("does not cut short a start-up migration waiting for another instance's migration", async () => {
    await holder.query("begin");
    await holder.query("lock table drizzle.__drizzle_migrations in access exclusive mode");
    let settled = false;
    const migrating = bounded
      .migrate()
      .then(
        () => "migrated",
        (error: unknown) => error,
      )
      .finally(() => {
        settled = true;
      });
    // Held well past the statement timeout before the other instance lets go.
    await until("the migration to wait past the statement timeout", async () => {
      if (settled) return true;
      const { rows } = await watcher.query(
        "select 1 from pg_stat_activity where wait_event_type = 'Lock' and clock_timestamp() - query_start > $1::interval",
        [`${timeouts.statementMs * 2} milliseconds`],
      );
      return rows[0];
    });
    await holder.query("rollback");
    expect(await migrating).toBe("migrated");
  });
});
