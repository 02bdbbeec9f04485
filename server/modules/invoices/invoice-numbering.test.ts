import { type CreateOrderResponse, createOrderResponse } from "@contract/orders";
import { orders } from "@server/db/schema/orders";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCustomer, makeZone } from "@server/testing/checkout-fixtures";
import { testClock } from "@server/testing/clock";
import { failWrites } from "@server/testing/fail-writes";
import { countersOf, documentsOf, setTaxSettings, taxedProduct } from "@server/testing/invoice-kit";
import type { Buyer } from "@server/testing/paid-order";
import { itRace, together } from "@server/testing/race";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Invoice numbers are gap-free and unique within each financial year (issue 23): taken in the paying
 * transaction, handed back by its rollback, and a new series from 1 April, India time.
 */
let t: TestApp;
let double: RazorpayDouble;
const clock = testClock("2027-03-31T23:50+05:30");

beforeAll(async () => {
  double = await startRazorpayDouble();
  t = await createTestApp({ seed: false, payments: razorpayGateway(double), now: clock.now });
  await makeZone(t.db);
  await setTaxSettings(t, (await signInAsStaff(t.db)).headers);
});

afterAll(async () => {
  await t.close();
  await double.close();
});

/** A buyer's unpaid order for one ₹1,200 box, its payment captured at Razorpay but not yet reported. */
async function capturedOrder(): Promise<{ buyer: Buyer; checkout: CreateOrderResponse }> {
  const box = await taxedProduct(t.db, { pricePaise: 120_000, stock: 5 });
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId: box.id, quantity: 1 }]);
  const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
    shipping_charge: "0.00",
    discount_amount: 0,
    total_amount: 1200,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, checkout: createOrderResponse.parse(res.json()) };
}

/** checkout.js's handler calling verify_payment for a payment made at the double. */
function verify({ buyer, checkout }: { buyer: Buyer; checkout: CreateOrderResponse }) {
  const { payment: _payment, ...signed } = double.pay(checkout.razorpay_order_id);
  return t.app.inject({
    method: "POST",
    url: "/api/orders/verify_payment/",
    headers: buyer.headers,
    payload: { ...signed, order_key: checkout.order_key },
  });
}

const numberOf = async (orderId: number) => (await documentsOf(t.db, orderId))[0]?.number;

describe("the financial year of an invoice number", () => {
  it("is India's: 23:59 on 31 March is the old year, midnight starts the new one at 1", async () => {
    clock.set("2027-03-31T23:59:59+05:30");
    const march = await capturedOrder();
    expect((await verify(march)).statusCode).toBe(200);
    expect(await numberOf(march.checkout.order_id)).toBe("MT/26-27/000001");
    expect((await documentsOf(t.db, march.checkout.order_id))[0]?.issuedOn).toBe("2027-03-31");

    clock.set("2027-04-01T00:00+05:30");
    const april = await capturedOrder();
    expect((await verify(april)).statusCode).toBe(200);
    expect(await numberOf(april.checkout.order_id)).toBe("MT/27-28/000001");
    expect(await countersOf(t.db)).toEqual([
      { series: "invoice", financialYear: "26-27", last: 1 },
      { series: "invoice", financialYear: "27-28", last: 1 },
    ]);
  });
});

describe("a failure half-way through issuing", () => {
  it("leaves no number used and the order unpaid; the retry takes the same number", async () => {
    clock.set("2027-04-02T12:00+05:30");
    const bought = await capturedOrder();
    const failure = await failWrites(t.db, "tax_documents", "insert");
    const refused = await verify(bought);
    await failure.restore();
    expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, bought.checkout.order_id));
    expect(order?.paymentStatus).toBe("PENDING");
    expect((await countersOf(t.db)).find((row) => row.financialYear === "27-28")?.last).toBe(1);

    expect((await verify(bought)).statusCode).toBe(200);
    expect(await numberOf(bought.checkout.order_id)).toBe("MT/27-28/000002");
  });
});

describe("many payments at once", () => {
  itRace(
    "50 payments landing together get 50 invoices numbered 1 to 50, no gap, no duplicate",
    { timeout: 120_000 },
    async () => {
      clock.set("2027-05-10T12:00+05:30");
      const bought: Awaited<ReturnType<typeof capturedOrder>>[] = [];
      for (let i = 0; i < 50; i += 1) bought.push(await capturedOrder());
      const answers = await together(50, (i) => verify(bought[i] as (typeof bought)[number]));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
      const numbers = await Promise.all(bought.map((one) => numberOf(one.checkout.order_id)));
      const sequences = numbers.map((number) => Number(number?.slice(-6))).sort((a, b) => a - b);
      // Two numbers of this year were used by the tests above.
      expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 3));
      expect((await countersOf(t.db)).find((row) => row.financialYear === "27-28")?.last).toBe(52);
    },
  );
});
