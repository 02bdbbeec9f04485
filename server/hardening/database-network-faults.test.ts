import { unavailableMessage } from "@server/platform/error-handler";
import { isServiceUnavailable } from "@server/platform/unavailable-services";
import { customerWithTransaction, databaseControl, onPostgres } from "@server/testing/database-faults";
import { startTcpProxy, type TcpProxy } from "@server/testing/tcp-proxy";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

/**
 * The app reaches PostgreSQL through a TCP proxy that stalls (drops everything silently) or resets the
 * connections on command. Shorter bounds than a shop's, so a stall is given up on in 4 + 2 s (statement
 * timeout plus the driver's grace) instead of 15 + 2 s; long enough that a reset is surely what answered
 * the request waiting for a lock, not the statement timeout.
 */
const timeouts = { connectMs: 1_000, statementMs: 4_000, idleInTransactionMs: 10_000 };
const stallBoundMs = timeouts.statementMs + 2_000;
/** What a loaded test machine may add to a bound before an answer is counted late. */
const slackMs = 1_500;

let proxy: TcpProxy;
let t: TestApp;
let control: Awaited<ReturnType<typeof databaseControl>>;
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  if (!onPostgres) return;
  process.on("uncaughtException", recordUncaught);
  const server = new URL(process.env.TEST_DATABASE_URL as string);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  t = await createTestApp({ seed: false, database: { through: proxy.through, timeouts } });
  control = await databaseControl(t.db);
});
afterAll(async () => {
  if (!onPostgres) return;
  process.off("uncaughtException", recordUncaught);
  proxy.heal();
  await control.close();
  await t.close();
  await proxy.close();
});
afterEach(() => {
  proxy.heal();
  expect(uncaught).toEqual([]);
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

describe.skipIf(!onPostgres)("a network to PostgreSQL that stalls or resets", () => {
  it("answers 503 within the bound while stalled, /api/ready says not ready, and once healed everything works", async () => {
    const customer = await customerWithTransaction(t);
    expect((await customer.readAddresses()).statusCode).toBe(200);
    proxy.stall();
    const [read, save, ready] = await Promise.all([
      timed(customer.readAddresses),
      timed(customer.saveAddress),
      t.app.inject({ url: "/api/ready" }),
    ]);
    for (const { value: res, ms } of [read, save]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("30");
      expect(res.json()).toMatchObject({ message: unavailableMessage });
      expect(ms).toBeLessThan(stallBoundMs + slackMs);
    }
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: "down" } });

    proxy.heal();
    expect((await customer.saveAddress()).statusCode).toBe(201);
    expect((await customer.readAddresses()).json()).toHaveLength(1);
    expect((await t.app.inject({ url: "/api/ready" })).statusCode).toBe(200);
  });

  it("gives up on a transaction stalled between its queries within the bound, not twice over for its rollback", async () => {
    const { value: outcome, ms } = await timed(() =>
      t.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          proxy.stall();
          await tx.execute(sql`select 2`);
        })
        .then(
          () => "committed",
          (error: unknown) => error,
        ),
    );
    expect(isServiceUnavailable(outcome)).toBe(true);
    expect(ms).toBeLessThan(stallBoundMs + slackMs);
  });

  it("keeps every connection of the pool usable after transactions stalled on their first statement", async () => {
    // Ten transactions at once need all ten of the pool's connections.
    const everyConnection = () =>
      Promise.all(
        Array.from({ length: 10 }, () => t.db.transaction((tx) => tx.execute(sql`select pg_sleep(0.2)`))),
      );
    await everyConnection();
    proxy.stall();
    const stalled = await Promise.allSettled(
      Array.from({ length: 12 }, () => t.db.transaction((tx) => tx.execute(sql`select 1`))),
    );
    expect(stalled.every((result) => result.status === "rejected")).toBe(true);
    proxy.heal();
    // None of the connections lost in the stall may still count as taken.
    expect(await everyConnection()).toHaveLength(10);
  });

  it("answers the request whose connection is reset mid-transaction 503; the process lives on and the next request goes through", async () => {
    const customer = await customerWithTransaction(t);
    const release = await control.lockCustomer(customer.user.id);
    const answer = timed(customer.saveAddress);
    await control.lockWaiter();
    proxy.reset();
    const { value: res, ms } = await answer;
    await release();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: unavailableMessage });
    // Sooner than the statement timeout could have answered it: the reset did.
    expect(ms).toBeLessThan(timeouts.statementMs);
    expect((await customer.saveAddress()).statusCode).toBe(201);
  });
});
