import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/connect";
import { mailOutbox, orderItems, orders, products } from "../../db/schema";
import { createScratchPostgres } from "../../db/scratch-postgres";
import { razorpayGateway } from "../../platform/payments/razorpay";
import { type RazorpayDouble, startRazorpayDouble } from "../../testing/razorpay-double";
import { expireNow, stockedProduct, unpaidOrder } from "../../testing/unpaid-order";

const onPostgres = process.env.TEST_DB === "postgres" && Boolean(process.env.TEST_DATABASE_URL);
const port = 3206 + 1000 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

let double: RazorpayDouble;
let database: Database;
let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
let dataDir: string;
let server: ChildProcess | null = null;

/** The real server (`server/server.ts` through tsx) as a child process on the scratch database. */
async function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      RAZORPAY_KEY_ID: double.keyId,
      RAZORPAY_KEY_SECRET: double.keySecret,
      RAZORPAY_WEBHOOK_SECRET: double.webhookSecret,
      RAZORPAY_API_BASE: double.apiBase,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${errors}`);
    const up = await fetch(`${base}/robots.txt`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${errors}`);
}

function killHard(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

beforeAll(async () => {
  if (!onPostgres) return;
  double = await startRazorpayDouble();
  scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL as string, "mithaas_crash");
  database = await openDatabase({ url: scratch.url });
  await database.migrate();
  dataDir = await mkdtemp(join(tmpdir(), "mithaas-crash-"));
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  if (server && server.exitCode === null) await killHard(server);
  await database.close();
  await scratch.drop();
  await double.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)("a server killed with SIGKILL", () => {
  it("loses no captured payment and no stock", { timeout: 120_000 }, async () => {
    const startingStock = 60;
    const gateway = razorpayGateway(double);
    const product = await stockedProduct(database.db, { stock: startingStock });
    const made: Awaited<ReturnType<typeof unpaidOrder>>[] = [];
    for (let i = 0; i < 14; i += 1) {
      made.push(await unpaidOrder(database.db, gateway, { productId: product.id, quantity: 2 }));
    }
    // Six are paid at the gateway; the rest are abandoned. Half of each have already expired.
    const paid = made.slice(0, 6).map(({ order }) => double.pay(order.gatewayOrderId as string));
    for (const [index, { order }] of made.entries())
      if (index % 2 === 1) await expireNow(database.db, order.id);

    const fire = () =>
      made.slice(0, 6).flatMap(({ order, headers }, index) => {
        const result = paid[index] as (typeof paid)[number];
        const hook = double.webhook("payment.captured", result.payment, `evt_crash_${index}`);
        return [
          fetch(`${base}/api/orders/verify_payment/`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({
              razorpay_payment_id: result.razorpay_payment_id,
              razorpay_order_id: result.razorpay_order_id,
              razorpay_signature: result.razorpay_signature,
              order_key: order.orderKey,
            }),
          }).catch(() => null),
          fetch(`${base}/api/payments/razorpay/webhook`, {
            method: "POST",
            headers: hook.headers,
            body: hook.body,
          }).catch(() => null),
        ];
      });

    // Round 1: killed while verifies and webhooks are in flight.
    server = await startServer();
    const inFlight = fire();
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 1400));
    await killHard(server);
    await Promise.all(inFlight);

    // Round 2: killed about when its background work starts reconciling and giving stock back.
    server = await startServer();
    await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 1500));
    await killHard(server);

    // Round 3: restarted; Razorpay retries its webhooks (same event ids); everything else expires.
    for (const { order } of made) await expireNow(database.db, order.id);
    server = await startServer();
    await Promise.all(fire());
    const pendingLeft = async () =>
      (await database.db.select().from(orders).where(eq(orders.paymentStatus, "PENDING"))).length;
    for (let i = 0; i < 100 && (await pendingLeft()) > 0; i += 1)
      await new Promise((r) => setTimeout(r, 200));
    await killHard(server);
    server = null;

    expect(await pendingLeft()).toBe(0);
    const captured = [...double.payments.values()].filter((p) => p.status === "captured");
    expect(captured).toHaveLength(6);
    for (const payment of captured) {
      const matched = await database.db.select().from(orders).where(eq(orders.gatewayPaymentId, payment.id));
      expect(matched).toHaveLength(1);
      expect(matched[0]).toMatchObject({
        paymentStatus: "PAID",
        orderStatus: "PROCESSING",
        totalPaise: payment.amount,
      });
    }
    const paidOrders = await database.db.select().from(orders).where(eq(orders.paymentStatus, "PAID"));
    expect(paidOrders).toHaveLength(6);
    const [sold] = await database.db
      .select({ units: sql<string>`coalesce(sum(${orderItems.quantity}), 0)` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderStatus, "PROCESSING"));
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(Number(sold?.units) + (row?.stock ?? -1)).toBe(startingStock);
    expect(row?.stock).toBe(startingStock - 12);
    const mails = await database.db.select().from(mailOutbox);
    expect(mails.map((m) => m.dedupeKey).sort()).toEqual(
      paidOrders.map((o) => `order-confirmed:${o.id}`).sort(),
    );
  });
});
