import { unavailableMessage } from "@server/platform/error-handler";
import { isServiceUnavailable } from "@server/platform/unavailable-services";
import { customerWithTransaction, databaseControl, onPostgres, until } from "@server/testing/database-faults";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let control: Awaited<ReturnType<typeof databaseControl>>;
/**
 * A connection that drops while checked out emits `error` on its client; with nobody listening Node
 * throws it, which would end a server process. Here it is caught and counted against the test.
 */
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  if (!onPostgres) return;
  process.on("uncaughtException", recordUncaught);
  t = await createTestApp({ seed: false });
  control = await databaseControl(t.db);
});
afterAll(async () => {
  if (!onPostgres) return;
  process.off("uncaughtException", recordUncaught);
  await control.close();
  await t.close();
});
afterEach(() => {
  expect(uncaught).toEqual([]);
});

describe.skipIf(!onPostgres)("a PostgreSQL connection lost in the middle of a request", () => {
  it("answers the request whose backend was terminated mid-transaction 503 to retry; the process lives on and the next request goes through", async () => {
    const customer = await customerWithTransaction(t);
    const release = await control.lockCustomer(customer.user.id);
    const answer = customer.saveAddress();
    // The request's transaction now waits for the customer's row: terminate its backend there.
    await control.terminate(await control.lockWaiter());
    const res = await answer;
    await release();
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.json()).toMatchObject({ message: unavailableMessage });
    expect((await customer.saveAddress()).statusCode).toBe(201);
    expect((await customer.readAddresses()).json()).toHaveLength(1);
  });

  it("fails a transaction whose connection dropped between two of its queries as unavailable, and the pool carries on", async () => {
    const outcome = t.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      const pid = rows[0]?.pid as number;
      await control.terminate(pid);
      await until("the backend to be gone", async () => {
        const left = await t.db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`);
        return (left as unknown as { rows: unknown[] }).rows.length === 0 ? true : null;
      });
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toSatisfy(isServiceUnavailable);
    expect((await t.app.inject({ url: "/api/ready" })).statusCode).toBe(200);
  });
});
