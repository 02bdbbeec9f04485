import { makeZone } from "@server/testing/checkout-fixtures";
import {
  addHandDelivery,
  bookedOn,
  type HandSlots,
  paidHandOrder,
  placeHandOrder,
  tomorrow,
} from "@server/testing/hand-delivery";
import { adminOrders } from "@server/testing/paid-order";
import { signInAsStaff } from "@server/testing/sign-in";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let slots: HandSlots;
let call: ReturnType<typeof adminOrders>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
  ({ slots } = await addHandDelivery(t.db));
  call = adminOrders(t, (await signInAsStaff(t.db)).headers);
});
afterAll(() => t.close());

describe("staff cancelling a hand delivery gives its slot place back once", () => {
  it("an unpaid one: the place is free again, a second cancel changes nothing", async () => {
    await placeHandOrder(t, { slotId: slots.morning });
    const { product, checkout } = await placeHandOrder(t, { slotId: slots.morning });
    expect(await bookedOn(t.db, slots.morning, tomorrow())).toBe(2);
    const cancelled = await call("POST", `${checkout.order_id}/cancel/`, { reason: "Customer called" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call("POST", `${checkout.order_id}/cancel/`, {})).statusCode).toBe(409);
    expect(await bookedOn(t.db, slots.morning, tomorrow())).toBe(1);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it("a paid one, refunded: the place is free again, a second cancel changes nothing", async () => {
    await paidHandOrder(t, { slotId: slots.midnight, feeRupees: 249 });
    const { product, checkout } = await paidHandOrder(t, { slotId: slots.midnight, feeRupees: 249 });
    expect(await bookedOn(t.db, slots.midnight, tomorrow())).toBe(2);
    const cancelled = await call("POST", `${checkout.order_id}/cancel/`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ order_status: "CANCELLED", payment_status: "REFUNDED" });
    expect((await call("POST", `${checkout.order_id}/cancel/`, {})).statusCode).toBe(409);
    expect(await bookedOn(t.db, slots.midnight, tomorrow())).toBe(1);
    expect(await stockOf(t, product.id)).toBe(5);
  });
});
