import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
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

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseTarget = { url: string } | { pgliteDir: string } | { inMemory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle pooled connection that the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ("pgliteDir" in target) {
    mkdirSync(target.pgliteDir, { recursive: true });
    client = await PGlite.create(target.pgliteDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
