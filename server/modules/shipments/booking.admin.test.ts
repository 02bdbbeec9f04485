import { shipmentMessages } from "@contract/admin/shipments";
import { addDays, indiaDate, shortDayText } from "@contract/india-time";
import { orders } from "@server/db/schema/orders";
import { adminClient } from "@server/testing/admin-client";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import {
  bookCourier,
  type CourierShop,
  courierOrder,
  courierShop,
  orderRow,
  providerOrdersOf,
  readdress,
  shipmentsOf,
  testParcel,
} from "@server/testing/courier-booking-kit";
import { addHandDelivery, paidHandOrder, tomorrow } from "@server/testing/hand-delivery";
import { placeOrder } from "@server/testing/paid-order";
import { itRace } from "@server/testing/race";
import { createTestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let shop: CourierShop;
beforeAll(async () => {
  shop = await courierShop();
});
afterAll(() => shop.close());

const parcelQuery = "weight_grams=500&length_cm=20&breadth_cm=15&height_cm=10";

describe("choosing a courier", () => {
  it("lists the couriers with charge and days, the recommended one first, then by charge", async () => {
    const order = await courierOrder(shop.t, "S");
    const res = await shop.admin.get(`/shipments/couriers/?order_id=${order.id}&${parcelQuery}`);
    expect(res.statusCode, res.body).toBe(200);
    const choices = res.json();
    expect(choices).toMatchObject({
      pickup_pincode: "110017",
      delivery_pincode: "411004",
      recommended_courier_id: 1,
      message: null,
    });
    expect(
      choices.couriers.map((c: { id: number; charge: string; days: number }) => [c.id, c.charge, c.days]),
    ).toEqual([
      [1, "65.50", 4],
      [43, "58.00", 5],
      [10, "129.00", 2],
    ]);
    // Standard promises 5 days: every courier arrives by then.
    expect(choices.couriers.every((c: { late: boolean }) => !c.late)).toBe(true);
  });

  it("marks the couriers that arrive after an Express order's promised day as late", async () => {
    const order = await courierOrder(shop.t, "E");
    const choices = (await shop.admin.get(`/shipments/couriers/?order_id=${order.id}&${parcelQuery}`)).json();
    const late = Object.fromEntries(
      choices.couriers.map((c: { id: number; late: boolean }) => [c.id, c.late]),
    );
    expect(late).toEqual({ 1: true, 43: true, 10: false });
    expect(choices.promised_on).toBe(addDays(indiaDate(new Date()), 2));
  });

  it("says so when no courier serves the pincode", async () => {
    const order = await courierOrder(shop.t, "S");
    await readdress(shop.t, order.id, { pincode: "911001" });
    const choices = (await shop.admin.get(`/shipments/couriers/?order_id=${order.id}&${parcelQuery}`)).json();
    expect(choices.couriers).toEqual([]);
    expect(choices.message).toBe(shipmentMessages.noCourier("911001"));
  });
});

describe("booking one order", () => {
  it("books the chosen courier: the order is packed and carries the courier, AWB and tracking page", async () => {
    const order = await courierOrder(shop.t, "S");
    const res = await bookCourier(shop, order.id, 10);
    expect(res.statusCode, res.body).toBe(201);
    const shipment = res.json();
    const [made] = providerOrdersOf(shop.double, order.number);
    expect(made).toMatchObject({ channelOrderId: order.number, courierId: 10, pickupRequested: true });
    expect(shipment).toMatchObject({
      order_id: order.id,
      order_number: order.number,
      state: "booked",
      courier: "Blue Dart Air",
      awb: made?.awb,
      tracking_url: `https://shiprocket.co/tracking/${made?.awb}`,
      charge: "129.00",
      parcel: testParcel,
      last_error: null,
    });
    expect(shipment.pickup_scheduled_for).not.toBeNull();
    expect(shipment.manifest_url).toContain("MANIFEST");
    expect(shipment.updates[0]).toMatchObject({ label: "Booked with Blue Dart Air" });
    const row = await orderRow(shop.t, order.id);
    expect(row).toMatchObject({
      orderStatus: "PROCESSING",
      courier: "Blue Dart Air",
      trackingNumber: made?.awb,
      trackingUrl: `https://shiprocket.co/tracking/${made?.awb}`,
    });
    expect(row.packedAt).not.toBeNull();
    const [kept] = await shipmentsOf(shop.t, order.id);
    expect(kept?.labelKey).toBe(`private/shipment-labels/${shipment.id}.pdf`);
    expect((await shop.t.storage.get(kept?.labelKey ?? ""))?.subarray(0, 5).toString()).toBe("%PDF-");
    const audit = await shop.admin.audit("shipment", shipment.id);
    expect(audit.map((entry) => entry.action)).toEqual(["book"]);
    expect(audit[0]?.after).toMatchObject({
      order_id: order.id,
      channel_order_id: order.number,
      courier_id: 10,
    });
  });

  it("books Shiprocket's recommendation when no courier is chosen, and the order page shows it", async () => {
    const order = await courierOrder(shop.t, "S");
    const res = await bookCourier(shop, order.id, null);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ courier: "Delhivery Surface", charge: "65.50" });
    const panel = (await shop.admin.get(`/orders/${order.id}/shipment/`)).json();
    expect(panel).toMatchObject({
      provider: "shiprocket",
      default_parcel: testParcel,
      shipment: { id: res.json().id, state: "booked" },
      earlier: [],
    });
    const customer = await shop.t.app.inject({
      url: `/api/orders/${order.id}/`,
      headers: order.buyer.headers,
    });
    expect(customer.json()).toMatchObject({ can_cancel: false, tracking_url: res.json().tracking_url });
  });

  it("refuses what is not a paid courier order waiting to ship, with staff's sentences", async () => {
    const t = shop.t;
    const booked = await courierOrder(t, "S");
    const first = (await bookCourier(shop, booked.id, 1)).json();
    const again = await bookCourier(shop, booked.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      shipmentMessages.alreadyBooked(booked.number, first.courier, first.awb),
    );

    const hand = await addHandDelivery(t.db);
    // Written straight to the database after the orders above read the zones: tell the cache, as a
    // staff write would (a sale no longer empties it, decision 28).
    await t.publicCache.invalidate();
    const day = tomorrow();
    const handOrder = await paidHandOrder(t, { slotId: hand.slots.morning, date: day });
    const handRes = await bookCourier(shop, handOrder.checkout.order_id);
    expect(handRes.statusCode).toBe(409);
    expect(handRes.json().message).toBe(
      shipmentMessages.handDelivered(handOrder.checkout.order_number, shortDayText(day)),
    );

    const buyer = await makeCustomer(t.db);
    const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
    await fillCart(t.db, buyer.user.id, [{ productId: box.id, quantity: 1 }]);
    const unpaid = await placeOrder(t, buyer, 1200);
    expect((await bookCourier(shop, unpaid.order_id)).json().message).toBe(shipmentMessages.notPaid);

    const staffCancelled = await courierOrder(t, "S");
    expect((await shop.admin.post(`/orders/${staffCancelled.id}/cancel/`, {})).statusCode).toBe(200);
    expect((await bookCourier(shop, staffCancelled.id)).json().message).toBe(shipmentMessages.cancelled);

    const customerCancelled = await courierOrder(t, "S");
    await t.db
      .update(orders)
      .set({ orderStatus: "CANCELLED", paymentStatus: "REFUNDED", cancelReason: "customer" })
      .where(eq(orders.id, customerCancelled.id));
    expect((await bookCourier(shop, customerCancelled.id)).json().message).toBe(
      shipmentMessages.customerCancelled,
    );

    const shipped = await courierOrder(t, "S");
    expect((await shop.admin.post(`/orders/${shipped.id}/ship/`, { courier: "DTDC" })).statusCode).toBe(200);
    const shippedRes = await bookCourier(shop, shipped.id);
    expect(shippedRes.statusCode).toBe(409);
    expect(shippedRes.json().message).toBe(shipmentMessages.shipped);

    expect((await bookCourier(shop, 2_000_000)).statusCode).toBe(404);
    for (const id of [handOrder.checkout.order_id, unpaid.order_id, staffCancelled.id, shipped.id]) {
      expect(await shipmentsOf(t, id)).toEqual([]);
    }
  });

  it("a Shiprocket refusal answers its words, leaves the order unpacked and untracked, and Retry reuses its order", async () => {
    const order = await courierOrder(shop.t, "S");
    shop.double.walletLow(true);
    const res = await bookCourier(shop, order.id, 1);
    shop.double.walletLow(false);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      shipmentMessages.refused(
        "Your wallet balance is insufficient to ship this order. Please recharge your wallet.",
      ),
    );
    expect(await orderRow(shop.t, order.id)).toMatchObject({
      packedAt: null,
      trackingNumber: null,
      courier: null,
    });
    const [failed] = await shipmentsOf(shop.t, order.id);
    expect(failed).toMatchObject({ state: "failed", awb: null, stampedPackedAt: expect.any(Date) });
    expect(failed?.providerOrderId).not.toBeNull();
    expect((await shop.admin.get(`/orders/${order.id}/shipment/`)).json()).toMatchObject({
      shipment: null,
      earlier: [{ id: failed?.id, state: "failed" }],
    });

    const retried = await shop.admin.post(`/shipments/${failed?.id}/retry/`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed?.id, state: "booked", courier: "Delhivery Surface" });
    expect(providerOrdersOf(shop.double, order.number)).toHaveLength(1);
    expect((await orderRow(shop.t, order.id)).packedAt).not.toBeNull();
    const audit = await shop.admin.audit("shipment", failed?.id ?? 0);
    expect(audit.map((entry) => entry.action)).toEqual(["retry", "book"]);
  });

  it("a refusal at the create step (a city Shiprocket does not take) books nothing", async () => {
    const order = await courierOrder(shop.t, "S");
    await readdress(shop.t, order.id, { city: "Pimpri Chinchwad New Town Extension" });
    const res = await bookCourier(shop, order.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      shipmentMessages.refused("billing_city: The billing city may not be greater than 30 characters."),
    );
    expect(providerOrdersOf(shop.double, order.number)).toEqual([]);
    expect((await orderRow(shop.t, order.id)).packedAt).toBeNull();
  });

  it("keeps an order packed by staff packed when its booking is refused", async () => {
    const order = await courierOrder(shop.t, "S");
    expect((await shop.admin.post("/orders/packed/", { order_ids: [order.id] })).statusCode).toBe(200);
    const packedAt = (await orderRow(shop.t, order.id)).packedAt;
    shop.double.walletLow(true);
    expect((await bookCourier(shop, order.id, 1)).statusCode).toBe(409);
    shop.double.walletLow(false);
    expect((await orderRow(shop.t, order.id)).packedAt).toEqual(packedAt);
  });
});

describe("the order once booked", () => {
  it("cannot be cancelled by staff until the booking is", async () => {
    const order = await courierOrder(shop.t, "S");
    const shipment = (await bookCourier(shop, order.id, 1)).json();
    const cancel = await shop.admin.post(`/orders/${order.id}/cancel/`, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      `Order #${order.number} is booked with Delhivery Surface (AWB ${shipment.awb}). Cancel the booking first.`,
    );
    expect((await shop.admin.get(`/orders/${order.id}/`)).json().actions).toEqual(["ship"]);
    expect(await orderRow(shop.t, order.id)).toMatchObject({
      orderStatus: "PROCESSING",
      paymentStatus: "PAID",
    });
  });

  it("shipped by hand keeps the booked courier and AWB, whatever is typed", async () => {
    const order = await courierOrder(shop.t, "S");
    const shipment = (await bookCourier(shop, order.id, 10)).json();
    const res = await shop.admin.post(`/orders/${order.id}/ship/`, {
      courier: "DTDC",
      tracking_number: "D123",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(shop.t, order.id)).toMatchObject({
      orderStatus: "SHIPPED",
      courier: "Blue Dart Air",
      trackingNumber: shipment.awb,
      trackingUrl: shipment.tracking_url,
    });
  });
});

describe("the Courier bookings lists", () => {
  it("To book lists the day's paid courier orders not booked yet; Booked lists the booked", async () => {
    const waiting = await courierOrder(shop.t, "E");
    const booked = await courierOrder(shop.t, "S");
    const shipment = (await bookCourier(shop, booked.id, 1)).json();
    const toBook = (await shop.admin.get("/shipments/?view=to_book")).json();
    const ids = toBook.to_book.map((row: { order_id: number }) => row.order_id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(booked.id);
    expect(toBook.to_book.find((row: { order_id: number }) => row.order_id === waiting.id)).toMatchObject({
      order_number: waiting.number,
      shipping_method: "E",
      customer_name: "Asha Kulkarni",
      pincode: "411004",
      total: "2000.00",
    });
    expect((await shop.admin.get("/shipments/?view=to_book&paid_on=2020-01-01")).json().to_book).toEqual([]);
    const bookedView = (await shop.admin.get("/shipments/?view=booked")).json();
    expect(bookedView.shipments.map((row: { id: number }) => row.id)).toContain(shipment.id);
  });
});

describe("with the manual provider", () => {
  it("every booking route answers that booking is not set up", async () => {
    const t = await createTestApp({ seed: false });
    try {
      await makeZone(t.db);
      const admin = await adminClient(t);
      const order = await courierOrder(t, "S");
      const answers = [
        await admin.get(`/shipments/couriers/?order_id=${order.id}&${parcelQuery}`),
        await admin.post("/shipments/", { order_id: order.id, courier_id: null, parcel: testParcel }),
        await admin.post("/shipments/bulk/", { order_ids: [order.id] }),
        await admin.post("/shipments/1/retry/"),
        await admin.post("/shipments/1/cancel/"),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(shipmentMessages.notSetUp);
      }
      expect((await admin.get(`/orders/${order.id}/shipment/`)).json()).toEqual({
        provider: "manual",
        default_parcel: null,
        shipment: null,
        earlier: [],
      });
      expect((await orderRow(t, order.id)).packedAt).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe("two staff booking one order at once", () => {
  itRace(
    "one booking is made and the other is refused, whether or not the order was packed first",
    async () => {
      for (let round = 0; round < 4; round += 1) {
        const order = await courierOrder(shop.t, "S");
        // Packed by staff already, the claim stamps nothing: only the order's lock keeps the two apart.
        if (round % 2 === 1) await shop.admin.post("/orders/packed/", { order_ids: [order.id] });
        const answers = await Promise.all([bookCourier(shop, order.id, 1), bookCourier(shop, order.id, 10)]);
        expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
        expect(providerOrdersOf(shop.double, order.number)).toHaveLength(1);
        expect(await shipmentsOf(shop.t, order.id)).toHaveLength(1);
      }
    },
  );
});
