import { randomBytes } from "node:crypto";
import type { Db } from "@server/db/connect";
import { sql } from "drizzle-orm";

/**
 * Breaks a transaction half-way: from now until `restore()`, every `operation` on `table` (rows
 * matching `when`, a trigger condition over NEW/OLD, if given) fails inside the database, as a lost
 * connection or a violated constraint would. It is a trigger, so it works on PGlite and PostgreSQL
 * alike and the code under test stays untouched. See docs/testing-races.md.
 */
export async function failWrites(
  db: Db,
  table: string,
  operation: "insert" | "update" | "delete",
  when?: string,
) {
  const name = `injected_failure_${randomBytes(4).toString("hex")}`;
  await db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'injected failure on ${table}'; end $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before ${operation} on ${table} for each row ${when ? `when (${when})` : ""} execute function ${name}()`,
    ),
  );
  return {
    async restore() {
      await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
      await db.execute(sql.raw(`drop function ${name}()`));
    },
  };
}
