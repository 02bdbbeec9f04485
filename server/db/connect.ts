import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type DatabaseTimeouts, defaultDatabaseTimeouts } from "@server/config";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { openGuardedPool } from "./guarded-pool";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers speak the same Postgres dialect, so repositories take this common type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * PostgreSQL extensions the schema uses (a migration creates them). PGlite loads an extension only when
 * it is handed over at construction, and a data folder that has it cannot be used without it, so every
 * open passes them. PostgreSQL ships them in its contrib package; pg_trgm is trusted, so a database owner
 * can create it.
 */
const extensions = { pg_trgm };

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * How much longer than the server's statement timeout the driver waits for an answer: long enough that a
 * database that is there answers the timeout itself (and the connection stays usable), short enough that
 * one gone silent (packets dropped, no reset) is given up on in seconds.
 */
const driverGraceMs = 2_000;

export type DatabaseTarget =
  | {
      url: string;
      timeouts?: DatabaseTimeouts;
      /** Told of each connection that dropped or failed (logged); the console by default. */
      onConnectionLost?: (error: Error) => void;
    }
  | { pgliteDir: string }
  | { inMemory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) {
    const timeouts = target.timeouts ?? defaultDatabaseTimeouts;
    const onLost = target.onConnectionLost ?? reportToConsole;
    const pool = openGuardedPool(target.url, onLost, {
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      query_timeout: timeouts.statementMs + driverGraceMs,
      // Keeps firewalls and NAT from dropping an idle pooled connection unnoticed, and lets the kernel
      // find out (in minutes, its own probe timing) about one the network dropped all the same.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migrateUnbounded(target.url, timeouts, onLost),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ("pgliteDir" in target) {
    mkdirSync(target.pgliteDir, { recursive: true });
    client = await PGlite.create(target.pgliteDir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

const reportToConsole = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);

/**
 * Migrations run on a connection of their own without the statement bounds: building an index on a big
 * table at start-up may take longer than any shopper's query should.
 */
async function migrateUnbounded(
  url: string,
  timeouts: DatabaseTimeouts,
  onLost: (error: Error) => void,
): Promise<void> {
  const pool = openGuardedPool(url, onLost, { max: 1, connectionTimeoutMillis: timeouts.connectMs });
  try {
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
  } finally {
    await pool.end();
  }
}
