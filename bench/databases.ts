import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createScratchPostgres } from "@server/db/scratch-postgres";

export type BenchStore = { name: string; env: Record<string, string>; drop: () => Promise<void> };

/** A fresh embedded store: PGlite and media under a temp DATA_DIR, seeded by the server on first start. */
export async function pgliteStore(): Promise<BenchStore> {
  const dataDir = await mkdtemp(join(tmpdir(), "mithaas-bench-pglite-"));
  return {
    name: "PGlite",
    env: { DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database beside `baseUrl`, dropped again at the end. */
export async function postgresStore(baseUrl: string): Promise<BenchStore> {
  const database = await createScratchPostgres(baseUrl, "mithaas_bench");
  const dataDir = await mkdtemp(join(tmpdir(), "mithaas-bench-pg-"));
  return {
    name: "PostgreSQL",
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async drop() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
