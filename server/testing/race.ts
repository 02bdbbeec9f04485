import { it } from "vitest";

/** True in the `postgres` Vitest project (TEST_DB=postgres, TEST_DATABASE_URL set). */
export const onPostgres = process.env.TEST_DB === "postgres";

/**
 * A test of requests that overlap in the database. PGlite serves one query at a time, so there the
 * requests never overlap and such a test passes with its guard removed: it proves nothing, so it
 * runs on PostgreSQL only and shows as skipped on PGlite. See docs/testing-races.md.
 */
export const itRace = it.runIf(onPostgres);

/** `count` copies of one request, sent together. */
export function together<T>(count: number, send: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}
