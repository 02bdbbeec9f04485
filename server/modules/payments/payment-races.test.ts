import { mailOutbox } from "@server/db/schema/mail";
import { orders } from "@server/db/schema/orders";
import { enqueueMail, sendDueMail } from "@server/platform/mail-outbox";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { memoryMailer } from "@server/testing/memory-mailer";
import { itRace } from "@server/testing/race";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { expireNow, stockedProduct, unpaidOrder } from "@server/testing/unpaid-order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expireUnpaidOrders } from "./order-expiry";

/** Races that prove something on PostgreSQL (PGlite runs one query at a time; they pass there trivially). */
let t: TestApp;
let double: RazorpayDouble;
const mailer = memoryMailer();
const quiet = { warn() {}, info() {} };
beforeAll(async () => {
  double = await startRazorpayDouble();
  t = await createTestApp({ seed: false, mailer, payments: razorpayGateway(double) });
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe("payment races", () => {
  it("a late payment reported by verify and webhooks at once takes the stock back once", async () => {
    const product = await stockedProduct(t.db, { stock: 10 });
    const { order, headers } = await unpaidOrder(t.db, t.deps.payments, {
      productId: product.id,
      quantity: 3,
    });
    await expireNow(t.db, order.id);
    await expireUnpaidOrders(t.deps, quiet);
    expect(await stockOf(t, product.id)).toBe(10);
    const paid = double.pay(order.gatewayOrderId as string);
    const { payment, ...result } = paid;
    const calls = [];
    for (let i = 0; i < 6; i += 1) {
      calls.push(
        t.app.inject({
          method: "POST",
          url: "/api/orders/verify_payment/",
          headers,
          payload: { ...result, order_key: order.orderKey },
        }),
      );
      const hook = double.webhook(i % 2 ? "order.paid" : "payment.captured", payment);
      calls.push(
        t.app.inject({
          method: "POST",
          url: "/api/payments/razorpay/webhook",
          headers: hook.headers,
          payload: hook.body,
        }),
      );
    }
    const answers = await Promise.all(calls);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(await stockOf(t, product.id)).toBe(7);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "PAID", orderStatus: "PROCESSING" });
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-confirmed:${order.id}`)),
    ).toHaveLength(1);
  });

  itRace(
    "expiry on several instances at once, raced with a verify, works on each order in exactly one run",
    async () => {
      const product = await stockedProduct(t.db, { stock: 20 });
      const made: Awaited<ReturnType<typeof unpaidOrder>>[] = [];
      for (let i = 0; i < 6; i += 1)
        made.push(await unpaidOrder(t.db, t.deps.payments, { productId: product.id, quantity: 2 }));
      for (const { order } of made) await expireNow(t.db, order.id);
      const paidOne = made[0] as (typeof made)[number];
      const { payment: _payment, ...result } = double.pay(paidOne.order.gatewayOrderId as string);
      expect(await stockOf(t, product.id)).toBe(8);

      // Razorpay is slow to answer about the paid order: the run that claimed it waits, holding it, and the
      // other runs must share out the rest instead of waiting for it or working on it too.
      const asked = `GET /v1/orders/${paidOne.order.gatewayOrderId}/payments`;
      const release = double.hold(asked);
      const released = async () =>
        (await Promise.all(made.slice(1).map(({ order }) => orderRow(order.id)))).filter(
          (order) => order?.orderStatus === "CANCELLED",
        ).length;
      const runs = [1, 2, 3].map(() => expireUnpaidOrders(t.deps, quiet));
      let verified: Promise<{ statusCode: number }> | undefined;
      try {
        await vi.waitFor(() => expect(double.requests).toContain(asked), { timeout: 5_000 });
        verified = t.app.inject({
          method: "POST",
          url: "/api/orders/verify_payment/",
          headers: paidOne.headers,
          payload: { ...result, order_key: paidOne.order.orderKey },
        });
        await vi.waitFor(async () => expect(await released()).toBe(5), { timeout: 5_000, interval: 50 });
      } finally {
        release();
      }
      const reports = await Promise.all(runs);
      expect((await verified)?.statusCode).toBe(200);
      expect(double.requests.filter((request) => request === asked)).toHaveLength(1);
      const total = { released: 0, paid: 0, deferred: 0 };
      for (const report of reports) {
        for (const key of ["released", "paid", "deferred"] as const) total[key] += report[key];
      }
      expect(total).toEqual({ released: 5, paid: 1, deferred: 0 });
      expect(await orderRow(paidOne.order.id)).toMatchObject({
        paymentStatus: "PAID",
        orderStatus: "PROCESSING",
      });
      expect(await stockOf(t, product.id)).toBe(18);
    },
  );

  it("two senders at once send each outbox mail once", async () => {
    await sendDueMail({ db: t.db, mailer }, quiet);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 12; i += 1) {
        await enqueueMail(tx, {
          to: `race${i}@example.in`,
          subject: "Hi",
          text: "Hello",
          dedupeKey: `race:${i}`,
        });
      }
    });
    const slow = {
      async send(message: Parameters<typeof mailer.send>[0]) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await mailer.send(message);
      },
    };
    const counts = await Promise.all([1, 2, 3].map(() => sendDueMail({ db: t.db, mailer: slow }, quiet)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    const raceMail = mailer.sent.filter((m) => m.to.startsWith("race"));
    expect(raceMail).toHaveLength(12);
    expect(new Set(raceMail.map((m) => m.to)).size).toBe(12);
  });
});
