import { backgroundJobs } from "@server/background-jobs";
import { idempotencyKeys } from "@server/db/schema/idempotency";
import { orders } from "@server/db/schema/orders";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { simulatedGateway } from "@server/platform/payments/simulated";
import { appInstance } from "@server/testing/app-instance";
import { countingGateway } from "@server/testing/checkout-calls";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { itRace, together } from "@server/testing/race";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const simulated = simulatedGateway("test-secret");
const counting = countingGateway(simulated);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, payments: counting.gateway });
  await makeZone(t.db);
});
afterAll(() => t.close());

/** ₹1,200 in the cart: free Standard shipping, so the order is ₹1,200. */
const honest = { shipping_charge: 0, discount_amount: 0, total_amount: 1200 };

async function buyer(stock = 10) {
  const product = await makeProduct(t.db, { pricePaise: 120_000, stock });
  const customer = await makeCustomer(t.db);
  await fillCart(t.db, customer.user.id, [{ productId: product.id, quantity: 1 }]);
  const order = (key: string | undefined, amounts: Record<string, unknown> = honest, app = t.app) =>
    app.inject({
      method: "POST",
      url: "/api/orders/create_order/",
      headers: { ...customer.headers, ...(key === undefined ? {} : { "idempotency-key": key }) },
      payload: { address_id: customer.addressId, shipping_method: "S", offer_id: null, ...amounts },
    });
  return { ...customer, product, order };
}

const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
const answer = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

describe("create_order with an Idempotency-Key", () => {
  it("gives the same key's first answer again: one order, one gateway order", async () => {
    const shopper = await buyer();
    const before = counting.created.length;
    const first = await shopper.order("checkout-attempt-0001");
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await shopper.order("checkout-attempt-0001");
    expect(answer(again)).toEqual(answer(first));
    expect(again.headers["idempotent-replayed"]).toBe("true");
    // The quoted form of draft-ietf-httpapi-idempotency-key-header names the same key.
    expect(answer(await shopper.order('"checkout-attempt-0001"'))).toEqual(answer(first));
    expect(counting.created.length).toBe(before + 1);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
    expect(await stockOf(t, shopper.product.id)).toBe(9);

    // Another key is another checkout: it replaces the unpaid order, as a second Pay does.
    expect((await shopper.order("checkout-attempt-0002")).statusCode).toBe(201);
    expect(counting.created.length).toBe(before + 2);
  });

  it("refuses the same key with another order (409), and a key that is not one (400)", async () => {
    const shopper = await buyer();
    expect((await shopper.order("one-key-for-one-order")).statusCode).toBe(201);
    const before = counting.created.length;
    const changed = await shopper.order("one-key-for-one-order", { ...honest, shipping_method: "E" });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      "This Idempotency-Key was already used for a different order. Send a new key for a new order.",
    );
    for (const bad of ["short", "a".repeat(65), "has space in it", "ключ-ключ-ключ", '"unterminated']) {
      const res = await shopper.order(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe("The Idempotency-Key header must be 8 to 64 letters, digits, - or _.");
    }
    expect(counting.created.length).toBe(before);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);

    // Keys are the customer's own: another customer's same key is another order, never this one's answer.
    const stranger = await buyer();
    const theirs = await stranger.order("one-key-for-one-order");
    expect(theirs.statusCode).toBe(201);
    expect(await ordersOf(stranger.user.id)).toHaveLength(1);
  });

  it("keeps a refusal of the order itself, and lets the same key run again after 'try again'", async () => {
    const shopper = await buyer();
    const wrong = await shopper.order("refused-attempt-01", { ...honest, total_amount: 1 });
    expect(wrong.statusCode).toBe(409);
    expect(answer(await shopper.order("refused-attempt-01", { ...honest, total_amount: 1 }))).toEqual(
      answer(wrong),
    );

    counting.orderingFrom(
      razorpayGateway({
        keyId: "rzp_test_down",
        keySecret: "secret",
        webhookSecret: "hook",
        apiBase: "http://127.0.0.1:9",
        timeoutMs: 2_000,
      }),
    );
    try {
      expect((await shopper.order("gateway-was-down-01")).statusCode).toBe(402);
    } finally {
      counting.orderingFrom(simulated);
    }
    expect((await shopper.order("gateway-was-down-01")).statusCode).toBe(201);
    expect(await ordersOf(shopper.user.id)).toHaveLength(1);
  });

  it("forgets a key after a day: background work clears it and the key may start a new order", async () => {
    const shopper = await buyer();
    const first = await shopper.order("yesterdays-attempt-1");
    expect(first.statusCode).toBe(201);
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'yesterdays-attempt-1'`,
    );
    const housekeeping = backgroundJobs(t.deps, { warn() {}, info() {} });
    await housekeeping.find((job) => job.name === "idempotency-keys")?.run();
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "yesterdays-attempt-1")),
    ).toEqual([]);
    const next = await shopper.order("yesterdays-attempt-1");
    expect(next.statusCode).toBe(201);
    expect(next.json().order_id).not.toBe(first.json().order_id);
  });

  it("answers 409 while the key's request still runs, and lets a repeat take over a claim whose process died", async () => {
    const shopper = await buyer();
    const first = await shopper.order("crashed-mid-order-1");
    expect(first.statusCode).toBe(201);
    // As a process that claimed the key and died before it kept an answer leaves it.
    await t.db.execute(sql`update idempotency_keys set status_code = null, response = null, claim = 'gone'
      where key = 'crashed-mid-order-1'`);
    const waited = await shopper.order("crashed-mid-order-1");
    expect(waited.statusCode).toBe(409);
    expect(waited.headers["retry-after"]).toBe("2");
    expect(waited.json().message).toBe(
      "This order is still being placed. Please wait a moment, then try again.",
    );

    await t.db.execute(
      sql`update idempotency_keys set claimed_at = now() - interval '3 minutes' where key = 'crashed-mid-order-1'`,
    );
    const retried = await shopper.order("crashed-mid-order-1");
    expect(retried.statusCode).toBe(201);
    expect(answer(await shopper.order("crashed-mid-order-1"))).toEqual(answer(retried));
  });

  itRace(
    "places one order and one gateway order for a key sent ten times at once to two instances",
    async () => {
      const other = await appInstance({ db: t.db, mailer: t.mailer, payments: counting.gateway });
      try {
        const shopper = await buyer();
        const before = counting.created.length;
        const results = await together(10, (i) =>
          shopper.order("double-clicked-pay-1", honest, i % 2 === 0 ? t.app : other.app),
        );
        expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
        const bodies = new Set(results.map((res) => res.body));
        expect(bodies.size).toBe(1);
        expect(counting.created.length).toBe(before + 1);
        expect(await ordersOf(shopper.user.id)).toHaveLength(1);
        expect(await stockOf(t, shopper.product.id)).toBe(9);
      } finally {
        await other.close();
      }
    },
  );
});
