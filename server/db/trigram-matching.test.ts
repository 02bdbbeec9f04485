import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshDatabase } from "@server/testing/test-database";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./connect";

/** Both drivers answer `execute` with `rows`; Drizzle's common type does not say so. */
const rowsOf = async (result: Promise<unknown>) => (await result) as { rows: unknown[] };

/** Search forgives typos with pg_trgm (decision 0026): both databases must offer it after migrating. */
describe("trigram matching", () => {
  it("finds a misspelt word on a migrated database", async () => {
    const database = await freshDatabase();
    try {
      const { rows } = await rowsOf(
        database.db.execute(
          sql`select similarity('choclate', 'chocolate') > 0.5 as close, 'choclate' % 'chocolate' as matches`,
        ),
      );
      expect(rows[0]).toEqual({ close: true, matches: true });
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.TEST_DB !== "postgres")(
    "keeps working when an embedded store with a trigram index is opened again",
    async () => {
      const dir = await mkdtemp(join(tmpdir(), "mithaas-trgm-"));
      try {
        const first = await openDatabase({ pgliteDir: dir });
        await first.migrate();
        await first.db.execute(sql`create table words (word text)`);
        await first.db.execute(sql`create index words_trgm on words using gin (word gin_trgm_ops)`);
        await first.close();
        const again = await openDatabase({ pgliteDir: dir });
        await again.db.execute(sql`insert into words values ('rasmalai')`);
        const { rows } = await rowsOf(again.db.execute(sql`select word from words where word % 'ras malai'`));
        expect(rows).toEqual([{ word: "rasmalai" }]);
        await again.close();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
