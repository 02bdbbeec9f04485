import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CreateOrderResponse, createOrderResponse } from "@contract/orders";
import { type Database, openDatabase } from "@server/db/connect";
import { mailOutbox, orderItems, orders } from "@server/db/schema";
import { createScratchPostgres } from "@server/db/scratch-postgres";
import { outboxMessageId } from "@server/platform/mail-outbox";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { onPostgres, until } from "@server/testing/database-faults";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { stockOf } from "@server/testing/stock-of";
import { startTcpProxy, type TcpProxy } from "@server/testing/tcp-proxy";
import { and, eq, isNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The real server process, on PostgreSQL through a TCP proxy and on Razorpay's loopback double, serves
 * shoppers buying through its HTTP API while the test SIGKILLs and restarts it and resets and stalls its
 * database connections. Then the ledger: every payment captured at the gateway is exactly one paid
 * order (or one refund), stock adds up, one confirmation mail per paid order, no 500, and the process
 * only ever died of the test's SIGKILLs.
 */
const bounds = { connectMs: 1_000, statementMs: 2_000, idleInTransactionMs: 5_000 };
const initialStock = 1_000;
const shoppers = 8;
/** At most this long injecting faults, however slow the machine. */
const chaosMs = 45_000;

let double: RazorpayDouble;
let proxy: TcpProxy;
let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
let database: Database;
let dataDir: string;
let port: number;
let server: ChildProcess | null = null;
/** The server's output, for the failure message of a process that died on its own. */
let output = "";
const killedByTest = new WeakSet<ChildProcess>();
const unexpectedExits: string[] = [];

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: proxy.through(scratch.url),
      DATABASE_CONNECT_TIMEOUT_MS: String(bounds.connectMs),
      DATABASE_STATEMENT_TIMEOUT_MS: String(bounds.statementMs),
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(bounds.idleInTransactionMs),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      RAZORPAY_KEY_ID: double.keyId,
      RAZORPAY_KEY_SECRET: double.keySecret,
      RAZORPAY_WEBHOOK_SECRET: double.webhookSecret,
      RAZORPAY_API_BASE: double.apiBase,
      // The shoppers here retry far more than people do; checkout's abuse limits are not under test.
      CHECKOUT_ATTEMPTS_PER_CUSTOMER: "100000",
      CHECKOUT_ATTEMPTS_PER_IP: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("exit", (code, signal) => {
    if (!killedByTest.has(child)) unexpectedExits.push(`exit ${code ?? signal}:\n${output.slice(-4_000)}`);
  });
  return until(
    "the server to answer",
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      return up ? child : null;
    },
    60_000,
  );
}

function killHard(child: ChildProcess) {
  killedByTest.add(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (!onPostgres) return;
  double = await startRazorpayDouble();
  const postgres = new URL(process.env.TEST_DATABASE_URL as string);
  proxy = await startTcpProxy({ host: postgres.hostname, port: Number(postgres.port || 5432) });
  scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL as string, "mithaas_faults");
  database = await openDatabase({ url: scratch.url });
  await database.migrate();
  dataDir = await mkdtemp(join(tmpdir(), "mithaas-faults-"));
  port = await freePort();
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  proxy.heal();
  if (server) await killHard(server);
  await database.close();
  await scratch.drop();
  await proxy.close();
  await double.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Answer = { status: number | null; body: unknown; path: string };

describe.skipIf(!onPostgres)("buying while the server is killed and its database connections fail", () => {
  it("loses no payment, stock or mail, never answers 500, and dies only of SIGKILL", {
    timeout: 180_000,
  }, async () => {
    const db = database.db;
    await makeZone(db);
    const product = await makeProduct(db, { pricePaise: 120_000, stock: initialStock });
    const buyers = await Promise.all(Array.from({ length: shoppers }, () => makeCustomer(db)));

    const faultAnswers: Answer[] = [];
    const refused: Answer[] = [];
    const captured: ReturnType<RazorpayDouble["pay"]>[] = [];
    let chaosOver = false;

    async function call(path: string, init: RequestInit = {}): Promise<Answer> {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
        ...init,
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (res) => ({ status: res.status, body: await res.json().catch(() => null), path }),
        (error: unknown) => ({
          // Refused or cut off by a SIGKILL; a request left hanging past every bound is a fault too.
          status: error instanceof DOMException && error.name === "TimeoutError" ? 599 : null,
          body: null,
          path,
        }),
      );
      if (answer.status !== null && answer.status >= 500 && answer.status !== 503) faultAnswers.push(answer);
      return answer;
    }

    /**
     * Calls until answered: a shopper (or Razorpay) retrying while the shop is down or answers 503, or
     * says it could not reach the gateway in time (402, a loaded machine), for at most a minute.
     */
    async function untilAnswered(send: () => Promise<Answer>): Promise<Answer | null> {
      const giveUp = Date.now() + 60_000;
      while (Date.now() < giveUp) {
        const answer = await send();
        if (answer.status !== null && answer.status !== 503 && answer.status !== 402) return answer;
        await pause(100);
      }
      return null;
    }

    const json = (buyer: (typeof buyers)[number], body: object): RequestInit => ({
      method: "POST",
      headers: { ...buyer.headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

    const deliverWebhook = (paid: ReturnType<RazorpayDouble["pay"]>) => {
      const hook = double.webhook("payment.captured", paid.payment, `evt_${paid.payment.id}`);
      return call("/api/payments/razorpay/webhook", {
        method: "POST",
        headers: hook.headers,
        body: hook.body,
      });
    };

    /**
     * A patient shopper retries verify_payment until it is answered. An impatient one (every other) asks
     * once and, if the answer is lost, checks out again: the shop must find the payment at the gateway
     * (or through the webhook) instead of replacing the paid order.
     */
    async function shop(buyer: (typeof buyers)[number], index: number) {
      const impatient = index % 2 === 1;
      while (!chaosOver) {
        await fillCart(db, buyer.user.id, [{ productId: product.id, quantity: 1 }]);
        const created = await untilAnswered(() =>
          call(
            "/api/orders/create_order/",
            json(buyer, {
              address_id: buyer.addressId,
              shipping_method: "S",
              shipping_charge: "0.00",
              offer_id: null,
              discount_amount: 0,
              total_amount: 1200,
            }),
          ),
        );
        // The impatient shopper's earlier payment can land (webhook or verify) between refilling the cart
        // and checking out again: the shop either finds it (409) or has already taken the bought product
        // off the cart (400, empty cart). Both are the right answer to a shopper who paid.
        if (
          impatient &&
          ((created?.status === 409 && /received your payment/.test(JSON.stringify(created.body))) ||
            (created?.status === 400 && /Your cart is empty/.test(JSON.stringify(created.body))))
        ) {
          continue;
        }
        if (created?.status !== 201) {
          refused.push(created ?? { status: null, body: "never answered", path: "create_order" });
          return;
        }
        const checkout: CreateOrderResponse = createOrderResponse.parse(created.body);
        const paid = double.pay(checkout.razorpay_order_id);
        captured.push(paid);
        void deliverWebhook(paid);
        const verify = () =>
          call(
            "/api/orders/verify_payment/",
            json(buyer, {
              razorpay_payment_id: paid.razorpay_payment_id,
              razorpay_order_id: paid.razorpay_order_id,
              razorpay_signature: paid.razorpay_signature,
              order_key: checkout.order_key,
            }),
          );
        if (impatient) {
          await verify();
          continue;
        }
        const verified = await untilAnswered(verify);
        if (verified?.status !== 200) {
          refused.push(verified ?? { status: null, body: "never answered", path: "verify_payment" });
          return;
        }
      }
    }

    const ordersSoFar = async () =>
      Number((await db.select({ n: sql<string>`count(*)` }).from(orders))[0]?.n);

    let running = await startServer();
    server = running;
    const shopping = Promise.all(buyers.map((buyer, index) => shop(buyer, index)));
    const chaosEnds = Date.now() + chaosMs;
    const faults = ["reset", "stall", "kill", "long stall", "reset", "kill"] as const;
    for (const fault of faults) {
      if (Date.now() > chaosEnds) break;
      // Each fault lands while shoppers are buying, a few orders after the one before.
      const before = await ordersSoFar();
      await until(
        "shoppers to place more orders",
        async () => {
          if (unexpectedExits.length > 0) throw new Error(`the server died:\n${unexpectedExits.join("\n")}`);
          return (await ordersSoFar()) >= before + 4 ? true : null;
        },
        20_000,
      );
      if (fault === "reset") proxy.reset();
      if (fault === "stall" || fault === "long stall") {
        proxy.stall();
        // Shorter, then longer than the bound (statement timeout + 2 s) a request waits.
        await pause(fault === "stall" ? 2_500 : 6_000);
        proxy.heal();
      }
      if (fault === "kill") {
        await killHard(running);
        running = await startServer();
        server = running;
      }
    }
    chaosOver = true;
    await shopping;

    // Razorpay redelivers every captured payment's webhook until the shop answers it.
    for (const paid of captured) {
      const delivered = await untilAnswered(() => deliverWebhook(paid));
      if (delivered?.status !== 200)
        refused.push(delivered ?? { status: null, body: "never answered", path: "webhook" });
    }
    await until(
      "every confirmation mail to be sent",
      async () =>
        (await db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length === 0 ? true : null,
      30_000,
    );
    await killHard(running);
    server = null;
    expect(unexpectedExits).toEqual([]);
    expect(faultAnswers).toEqual([]);
    expect(refused).toEqual([]);
    expect(captured.length).toBeGreaterThan(faults.length);

    // Every payment captured at the gateway is exactly one paid order for its amount, or refunded once.
    const gatewayPayments = [...double.payments.values()].filter((payment) => payment.status !== "failed");
    expect(gatewayPayments).toHaveLength(captured.length);
    const paidOrders = await db.select().from(orders).where(eq(orders.paymentStatus, "PAID"));
    for (const payment of gatewayPayments) {
      const paidFor = paidOrders.filter((order) => order.gatewayPaymentId === payment.id);
      const refunds = [...double.refunds.values()].filter((refund) => refund.payment_id === payment.id);
      expect({ payment: payment.id, paid: paidFor.length, refunds: refunds.length }).toSatisfy(
        ({ paid, refunds }: { paid: number; refunds: number }) => paid + refunds === 1,
      );
      if (paidFor[0]) expect(paidFor[0].totalPaise).toBe(payment.amount);
    }
    const paymentIds = new Set(gatewayPayments.map((payment) => payment.id));
    expect(paidOrders.filter((order) => !paymentIds.has(order.gatewayPaymentId ?? ""))).toEqual([]);

    // Stock: what paid orders sold plus what unpaid orders hold plus what is left is what there was.
    const unitsOf = async (paymentStatus: "PAID" | "PENDING", orderStatus: "PROCESSING" | "PENDING") => {
      const [row] = await db
        .select({ units: sql<string>`coalesce(sum(${orderItems.quantity}), 0)` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.paymentStatus, paymentStatus), eq(orders.orderStatus, orderStatus)));
      return Number(row?.units);
    };
    const sold = await unitsOf("PAID", "PROCESSING");
    const held = await unitsOf("PENDING", "PENDING");
    expect(sold).toBe(paidOrders.length);
    expect(sold + held + ((await stockOf({ db }, product.id)) ?? Number.NaN)).toBe(initialStock);

    // One confirmation mail per paid order in the outbox, each sent, and one delivered: a fault between
    // the hand-over and the commit sends a mail again under the same Message-ID, which delivery drops.
    const confirmations = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, "order-confirmed:%"));
    expect(confirmations.map((mail) => mail.dedupeKey).sort()).toEqual(
      paidOrders.map((order) => `order-confirmed:${order.id}`).sort(),
    );
    expect(confirmations.every((mail) => mail.sentAt !== null)).toBe(true);
    const outbox = join(dataDir, "outbox");
    const delivered = await Promise.all(
      (await readdir(outbox))
        .filter((file) => file.endsWith(".eml"))
        .map(async (file) => /^Message-ID: (.+)$/m.exec(await readFile(join(outbox, file), "utf8"))?.[1]),
    );
    for (const order of paidOrders) {
      const id = outboxMessageId(`order-confirmed:${order.id}`);
      expect({ order: order.id, mails: delivered.filter((messageId) => messageId === id).length }).toEqual({
        order: order.id,
        mails: 1,
      });
    }
  });
});
