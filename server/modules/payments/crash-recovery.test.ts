import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CreateOrderResponse, createOrderResponse } from "@contract/orders";
import { type Database, openDatabase } from "@server/db/connect";
import { products } from "@server/db/schema/catalog";
import { mailOutbox } from "@server/db/schema/mail";
import { orderItems, orders } from "@server/db/schema/orders";
import { createScratchPostgres } from "@server/db/scratch-postgres";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

type Buyer = Awaited<ReturnType<typeof makeCustomer>>;
type Checkout = { buyer: Buyer; answer: CreateOrderResponse };

const createOrder = (buyer: Buyer) =>
  fetch(`${base}/api/orders/create_order/`, {
    method: "POST",
    headers: { ...buyer.headers, "content-type": "application/json" },
    body: JSON.stringify({
      address_id: buyer.addressId,
      shipping_method: "S",
      shipping_charge: "0.00",
      offer_id: null,
      discount_amount: 0,
      total_amount: 2400,
    }),
  }).then(
    async (res) => (res.status === 201 ? createOrderResponse.parse(await res.json()) : null),
    () => null,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls every few milliseconds (at most 20 s) so a kill lands in the middle of the work, not after it. */
async function until(condition: () => Promise<boolean>) {
  for (let i = 0; i < 2000 && !(await condition()); i += 1) await sleep(10);
}

describe.skipIf(!onPostgres)("a server killed with SIGKILL", () => {
  it("loses no captured payment and no stock", { timeout: 180_000 }, async () => {
    const startingStock = 60;
    const db = database.db;
    await makeZone(db);
    const product = await makeProduct(db, { pricePaise: 120_000, stock: startingStock });
    const buyers: Buyer[] = [];
    for (let i = 0; i < 12; i += 1) {
      const buyer = await makeCustomer(db);
      await fillCart(db, buyer.user.id, [{ productId: product.id, quantity: 2 }]);
      buyers.push(buyer);
    }

    // Round 1: killed once some create_orders have taken stock and others are still under way.
    server = await startServer();
    const first = buyers.map(createOrder);
    await until(async () => (await db.select().from(orders)).length >= 1 + Math.floor(Math.random() * 8));
    await killHard(server);
    const checkouts = new Map<number, Checkout>();
    for (const [index, answer] of (await Promise.all(first)).entries()) {
      const buyer = buyers[index] as Buyer;
      if (answer) checkouts.set(buyer.user.id, { buyer, answer });
    }

    // Round 2: restarted; whoever got no answer checks out again (replacing any order the crash left).
    // Half pay at Razorpay; verifies and webhooks are in flight when the server is killed again.
    server = await startServer();
    for (const buyer of buyers) {
      if (checkouts.has(buyer.user.id)) continue;
      const answer = await createOrder(buyer);
      if (!answer) throw new Error("create_order failed after restart");
      checkouts.set(buyer.user.id, { buyer, answer });
    }
    const paying = [...checkouts.values()].slice(0, 6).map((checkout) => ({
      ...checkout,
      paid: double.pay(checkout.answer.razorpay_order_id),
    }));
    const fire = () =>
      paying.flatMap(({ buyer, answer, paid }, index) => {
        const hook = double.webhook("payment.captured", paid.payment, `evt_crash_${index}`);
        return [
          fetch(`${base}/api/orders/verify_payment/`, {
            method: "POST",
            headers: { ...buyer.headers, "content-type": "application/json" },
            body: JSON.stringify({
              razorpay_payment_id: paid.razorpay_payment_id,
              razorpay_order_id: paid.razorpay_order_id,
              razorpay_signature: paid.razorpay_signature,
              order_key: answer.order_key,
            }),
          }).catch(() => null),
          fetch(`${base}/api/payments/razorpay/webhook`, {
            method: "POST",
            headers: hook.headers,
            body: hook.body,
          }).catch(() => null),
        ];
      });
    const inFlight = fire().filter((_, index) => index % 3 !== 2);
    const paidCount = async () =>
      (await db.select().from(orders).where(eq(orders.paymentStatus, "PAID"))).length;
    await until(async () => (await paidCount()) >= 1 + Math.floor(Math.random() * 3));
    await killHard(server);
    await Promise.all(inFlight);

    // Round 3: every unpaid order is past its 30 minutes; on restart Razorpay retries its webhooks (same
    // event ids) and the background work reconciles and expires the rest.
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.paymentStatus, "PENDING"));
    server = await startServer();
    await Promise.all(fire().filter((_, index) => index % 4 === 1));
    const pendingLeft = async () =>
      (await db.select().from(orders).where(eq(orders.paymentStatus, "PENDING"))).length;
    for (let i = 0; i < 150 && (await pendingLeft()) > 0; i += 1) await sleep(200);
    for (
      let i = 0;
      i < 50 && (await db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length > 0;
      i += 1
    ) {
      await sleep(200);
    }
    await killHard(server);
    server = null;

    expect(await pendingLeft()).toBe(0);
    const captured = [...double.payments.values()].filter((p) => p.status === "captured");
    expect(captured).toHaveLength(6);
    for (const payment of captured) {
      const matched = await db.select().from(orders).where(eq(orders.gatewayPaymentId, payment.id));
      expect(matched).toHaveLength(1);
      expect(matched[0]).toMatchObject({
        paymentStatus: "PAID",
        orderStatus: "PROCESSING",
        totalPaise: payment.amount,
      });
    }
    const paidOrders = await db.select().from(orders).where(eq(orders.paymentStatus, "PAID"));
    expect(paidOrders).toHaveLength(6);
    const [sold] = await db
      .select({ units: sql<string>`coalesce(sum(${orderItems.quantity}), 0)` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderStatus, "PROCESSING"));
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(Number(sold?.units) + (row?.stock ?? -1)).toBe(startingStock);
    expect(row?.stock).toBe(startingStock - 12);
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => m.dedupeKey).sort()).toEqual(
      paidOrders.map((o) => `order-confirmed:${o.id}`).sort(),
    );
    expect(mails.every((m) => m.sentAt !== null)).toBe(true);
  });
});
