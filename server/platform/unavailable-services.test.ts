import { unreachableRedis } from "@server/testing/unreachable-redis";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isServiceUnavailable } from "./unavailable-services";

/** What the driver throws, as Drizzle wraps it: the database's error is the cause. */
const fromDatabase = (code: string) =>
  Object.assign(new Error("Failed query: select 1"), {
    query: "select 1",
    cause: Object.assign(new Error("from the server"), { code, severity: "FATAL" }),
  });

async function thrownBy(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("isServiceUnavailable", () => {
  it("recognises a PostgreSQL that refuses the connection", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/mithaas" });
    const error = await thrownBy(() => pool.query("select 1"));
    await pool.end();
    expect(isServiceUnavailable(error)).toBe(true);
    expect(isServiceUnavailable(new Error("Failed query", { cause: error }))).toBe(true);
  });

  it("recognises a Redis that does not answer", async () => {
    const redis = unreachableRedis();
    const error = await thrownBy(() => redis.get("anything"));
    redis.disconnect();
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it("recognises the database shutting down, out of connections or past its timeouts, but not a bad query or bad input", () => {
    for (const code of ["08006", "08001", "57P01", "57P03", "53300", "57014", "25P03", "40P01"]) {
      expect(isServiceUnavailable(fromDatabase(code)), code).toBe(true);
    }
    for (const code of ["23505", "22P02", "42P01", "40001"]) {
      expect(isServiceUnavailable(fromDatabase(code)), code).toBe(false);
    }
    expect(isServiceUnavailable(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isServiceUnavailable(null)).toBe(false);
  });
});
