import { randomBytes } from "node:crypto";
import pg from "pg";

async function run(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database on the server `baseUrl` points at (tests and the bench each make
 * their own); `drop` removes it again, closing any connection left open.
 */
export async function createScratchPostgres(baseUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(baseUrl, `drop database if exists ${name} with (force)`),
  };
}
