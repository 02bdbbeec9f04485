import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

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
  const name = `mithaas_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), "mithaas-bench-pg-"));
  return {
    name: "PostgreSQL",
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
