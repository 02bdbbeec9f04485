import type { Db } from "@server/db/connect";
import { sql } from "drizzle-orm";
import pg from "pg";
import { signInAs } from "./sign-in";
import type { TestApp } from "./test-app";

/** Fault tests need a real PostgreSQL server: connections, backends and locks are what they break. */
export const onPostgres = process.env.TEST_DB === "postgres" && Boolean(process.env.TEST_DATABASE_URL);

/** Polls `probe` every 20 ms until it gives a value, for at most `ms`. */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined>, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Connections of the test's own, straight to the server (not through the app's pool or a proxy): one to
 * the app's database to hold row locks, one to watch and terminate the app's backends.
 */
export async function databaseControl(db: Db) {
  const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = rows[0]?.name as string;
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const holder = new pg.Client({ connectionString: url.toString() });
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await holder.connect();
  await admin.connect();
  return {
    /** Locks a customer's row, as another of their requests would, until `release`. */
    async lockCustomer(userId: number) {
      await holder.query("begin");
      await holder.query("select id from users where id = $1 for update", [userId]);
      return () => holder.query("rollback");
    },
    /** The app's backend waiting for a row lock, once there is one. */
    lockWaiter: () =>
      until("a backend waiting for a lock", async () => {
        const waiting = await admin.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
          [name],
        );
        return waiting.rows[0]?.pid;
      }),
    terminate: (pid: number) => admin.query("select pg_terminate_backend($1)", [pid]),
    async close() {
      await holder.end();
      await admin.end();
    },
  };
}

let customers = 0;

/**
 * A signed-in customer and their request that runs a transaction: saving an address locks the customer's
 * row first (so `lockCustomer` can hold it in the middle), then counts and writes addresses.
 */
export async function customerWithTransaction(t: TestApp) {
  const { user, headers } = await signInAs(t.db, { email: `fault-${++customers}@example.in` });
  const saveAddress = () =>
    t.app.inject({
      method: "POST",
      url: "/api/user/addresses/",
      headers,
      payload: {
        full_name: "Sneha Patil",
        phone: "+91 98220 11111",
        house_no: `Flat ${customers}`,
        street: "FC Road",
        city: "Pune",
        state: "Maharashtra",
        pincode: "411004",
      },
    });
  const readAddresses = () => t.app.inject({ url: "/api/user/addresses/", headers });
  return { user, saveAddress, readAddresses };
}
