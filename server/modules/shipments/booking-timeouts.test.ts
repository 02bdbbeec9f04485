import { shipmentMessages } from "@contract/admin/shipments";
import { runDueWork } from "@server/background-jobs";
import { testClock } from "@server/testing/clock";
import {
  bookCourier,
  type CourierShop,
  courierOrder,
  courierShop,
  orderRow,
  providerOrdersOf,
  shipmentsOf,
} from "@server/testing/courier-booking-kit";
import { failWrites } from "@server/testing/fail-writes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Shiprocket doing the work and the answer never arriving, and our process dying between the halves. */
const clock = testClock(new Date().toISOString());
let shop: CourierShop;
beforeAll(async () => {
  shop = await courierShop({ clock });
});
afterAll(() => shop.close());

const quiet = { warn() {}, info() {} };
const work = () => runDueWork(shop.t.deps, quiet);
const createCall = "POST /v1/external/orders/create/adhoc";
const assignCall = "POST /v1/external/courier/assign/awb";
const calls = (line: string) => shop.double.requests.filter((request) => request === line).length;

async function bookingOnHold(courierId: number | null = 1) {
  const order = await courierOrder(shop.t, "S");
  shop.double.doThenHang("orders/create/adhoc");
  const res = await bookCourier(shop, order.id, courierId);
  expect(res.statusCode, res.body).toBe(503);
  const [row] = await shipmentsOf(shop.t, order.id);
  if (!row) throw new Error("no booking row");
  return { order, res, row };
}

describe("a create whose answer is lost", () => {
  it("answers 503 on hold, and Retry finds Shiprocket's order by channel id: one order, booked", async () => {
    const { order, res, row } = await bookingOnHold();
    expect(res.headers["retry-after"]).toBe("60");
    expect(res.json().message).toBe(shipmentMessages.onHold(order.number));
    expect(row).toMatchObject({
      state: "booking",
      attempts: 1,
      lastError: "Shiprocket did not answer",
      providerOrderId: null,
      retryAt: new Date(clock.now().getTime() + 30_000),
    });
    expect(providerOrdersOf(shop.double, order.number)).toHaveLength(1);
    const claimed = await orderRow(shop.t, order.id);
    expect(claimed.packedAt).not.toBeNull();
    expect(claimed.trackingNumber).toBeNull();

    const creates = calls(createCall);
    const retried = await shop.admin.post(`/shipments/${row.id}/retry/`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ state: "booked", courier: "Delhivery Surface", last_error: null });
    expect(calls(createCall)).toBe(creates);
    const made = providerOrdersOf(shop.double, order.number);
    expect(made).toHaveLength(1);
    expect((await orderRow(shop.t, order.id)).trackingNumber).toBe(made[0]?.awb);
  });

  it("the worker looks it up once its wait is over, and books it without a second order", async () => {
    const { order, row } = await bookingOnHold();
    await work();
    expect((await shipmentsOf(shop.t, order.id))[0]).toMatchObject({ id: row.id, state: "booking" });
    clock.advance(31_000);
    const report = await work();
    expect(report.booked).toBe(1);
    expect((await shipmentsOf(shop.t, order.id))[0]).toMatchObject({
      id: row.id,
      state: "booked",
      attempts: 1,
    });
    expect(providerOrdersOf(shop.double, order.number)).toHaveLength(1);
  });
});

describe("an AWB whose answer is lost", () => {
  it("is looked up, not assigned again", async () => {
    const order = await courierOrder(shop.t, "S");
    shop.double.doThenHang("courier/assign/awb");
    const res = await bookCourier(shop, order.id, 10);
    expect(res.statusCode).toBe(503);
    const [row] = await shipmentsOf(shop.t, order.id);
    expect(row).toMatchObject({ state: "booking", awb: null });
    expect(row?.providerOrderId).not.toBeNull();
    const [made] = providerOrdersOf(shop.double, order.number);
    const assigned = made?.awb;
    expect(assigned).toBeTruthy();

    const assigns = calls(assignCall);
    const retried = await shop.admin.post(`/shipments/${row?.id}/retry/`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ state: "booked", awb: assigned, courier: "Blue Dart Air" });
    // Asked once more, refused ("Cannot reassign"), and the AWB taken from the lookup.
    expect(calls(assignCall)).toBe(assigns + 1);
    expect(providerOrdersOf(shop.double, order.number)).toEqual([expect.objectContaining({ awb: assigned })]);
  });
});

describe("a process killed between the claim and the run", () => {
  it("leaves a claim the worker finishes once its grace is over", async () => {
    const order = await courierOrder(shop.t, "S");
    const fault = await failWrites(shop.t.db, "shipments", "update");
    const res = await bookCourier(shop, order.id, 1).finally(() => fault.restore());
    expect(res.statusCode).toBe(500);
    const [row] = await shipmentsOf(shop.t, order.id);
    expect(row).toMatchObject({ state: "booking", attempts: 0, providerOrderId: null, awb: null });
    expect(await orderRow(shop.t, order.id)).toMatchObject({ trackingNumber: null, courier: null });

    await work();
    expect((await shipmentsOf(shop.t, order.id))[0]?.state).toBe("booking");
    clock.advance(2 * 60_000 + 1_000);
    await work();
    expect((await shipmentsOf(shop.t, order.id))[0]).toMatchObject({ id: row?.id, state: "booked" });
    expect(providerOrdersOf(shop.double, order.number)).toHaveLength(1);
    expect((await orderRow(shop.t, order.id)).trackingNumber).not.toBeNull();
  });

  it("a failure inside the claim leaves the order as it was: unpacked, no booking, nothing at Shiprocket", async () => {
    const order = await courierOrder(shop.t, "S");
    const fault = await failWrites(shop.t.db, "audit_log", "insert");
    const res = await bookCourier(shop, order.id, 1).finally(() => fault.restore());
    expect(res.statusCode).toBe(500);
    expect((await orderRow(shop.t, order.id)).packedAt).toBeNull();
    expect(await shipmentsOf(shop.t, order.id)).toEqual([]);
    expect(providerOrdersOf(shop.double, order.number)).toEqual([]);
    expect((await bookCourier(shop, order.id, 1)).statusCode).toBe(201);
  });
});

describe("Cancel booking while it is on hold", () => {
  it("looks Shiprocket's order up, cancels it and releases the claim; booking again uses a new channel id", async () => {
    const { order, row } = await bookingOnHold();
    const res = await shop.admin.post(`/shipments/${row.id}/cancel/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: "cancelled", cancel_requested: true });
    expect(providerOrdersOf(shop.double, order.number)).toEqual([
      expect.objectContaining({ channelOrderId: order.number, status: "CANCELED" }),
    ]);
    expect((await orderRow(shop.t, order.id)).packedAt).toBeNull();
    expect((await shop.admin.audit("shipment", row.id)).map((entry) => entry.action)).toEqual([
      "cancel",
      "book",
    ]);

    const again = await bookCourier(shop, order.id, 1);
    expect(again.statusCode, again.body).toBe(201);
    expect(
      providerOrdersOf(shop.double, order.number).map((made) => [made.channelOrderId, made.status]),
    ).toEqual([
      [order.number, "CANCELED"],
      [`${order.number}-2`, "PICKUP SCHEDULED"],
    ]);
  });

  it("marks it for cancelling when Shiprocket still does not answer, and the worker finishes it", async () => {
    const { order, row } = await bookingOnHold();
    shop.double.fail("GET /v1/external/orders", "hang");
    const res = await shop.admin.post(`/shipments/${row.id}/cancel/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: "booking", cancel_requested: true, attempts: 2 });
    clock.advance(61_000);
    const report = await work();
    expect(report.bookingsCancelled).toBe(1);
    expect((await shipmentsOf(shop.t, order.id))[0]).toMatchObject({ state: "cancelled" });
    expect(providerOrdersOf(shop.double, order.number)).toEqual([
      expect.objectContaining({ status: "CANCELED" }),
    ]);
    expect(await orderRow(shop.t, order.id)).toMatchObject({ packedAt: null, trackingNumber: null });
  });
});
