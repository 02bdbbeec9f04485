import { buildApp } from "@server/app";
import { mailOutbox } from "@server/db/schema/mail";
import { orderEvents, orders } from "@server/db/schema/orders";
import { shipmentEvents, shipments } from "@server/db/schema/shipments";
import { manualCouriers } from "@server/platform/couriers/manual";
import { makeZone } from "@server/testing/checkout-fixtures";
import { failWrites } from "@server/testing/fail-writes";
import { adminOrders } from "@server/testing/paid-order";
import { postReview, reviewFields } from "@server/testing/review-kit";
import {
  type BookedCourierOrder,
  bookedCourierOrder,
  postTrackingUpdate,
} from "@server/testing/shipment-kit";
import { type ShiprocketDouble, startShiprocketDouble } from "@server/testing/shiprocket-double";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { asc, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let double: ShiprocketDouble;
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  double = await startShiprocketDouble();
  t = await createTestApp({
    seed: false,
    couriers: double.couriers(),
    env: { PUBLIC_URL: "https://mithaas.example" },
    logger: pino({ level: "info" }, { write: (line: string) => void logLines.push(line) }),
  });
  await makeZone(t.db);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const post = (body: Record<string, unknown> | string, headers = double.webhookHeaders()) =>
  postTrackingUpdate(t, headers, body);
/** A minute of one fixed day, so updates can be sent in any order and still say when they happened. */
const at = (minute: number) => new Date(Date.UTC(2026, 4, 19, 5, minute, 0));

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const shipmentRow = async (id: number) =>
  (await t.db.select().from(shipments).where(eq(shipments.id, id)))[0];
const eventsOf = (shipmentId: number) =>
  t.db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.id));
const historyOf = async (orderId: number) =>
  (
    await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))
  ).map((event) => [event.kind, event.toStatus, event.staffUserId, event.detail]);
/** The order's mails after the payment's confirmation, oldest first. */
const mailsAfterConfirmation = async (booked: BookedCourierOrder) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, booked.buyer.user.email))
      .orderBy(asc(mailOutbox.id))
  ).filter((mail) => !mail.dedupeKey.startsWith("order-confirmed:"));

describe("the webhook's door", () => {
  it("refuses a missing or wrong token with 401 before reading the body, even a 1 MB one", async () => {
    const booked = await bookedCourierOrder(t);
    const body = double.webhookBody(booked.awb, 42);
    const { "x-api-key": _token, ...noToken } = double.webhookHeaders();
    for (const headers of [noToken, double.webhookHeaders("not-the-token-at-all-0000")]) {
      const res = await post(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid webhook token" });
    }
    // Past the body limit: read, it would answer 413; refused on arrival, it answers 401.
    const huge = JSON.stringify({ ...body, padding: "x".repeat(1024 * 1024) });
    const refused = await post(huge, double.webhookHeaders("wrong-token-wrong-token"));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: "Invalid webhook token" });
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("PROCESSING");
    expect(await eventsOf(booked.shipment.id)).toEqual([]);
  });

  it("answers 413 past 128 KB and 400 for a body that is not JSON, with the token", async () => {
    const booked = await bookedCourierOrder(t);
    const big = JSON.stringify({ ...double.webhookBody(booked.awb, 42), padding: "x".repeat(130 * 1024) });
    expect((await post(big)).statusCode).toBe(413);
    const notJson = await post("{ awb: 1904");
    expect(notJson.statusCode).toBe(400);
    expect(await eventsOf(booked.shipment.id)).toEqual([]);
  });

  it("ignores an AWB we never booked, logging why and nothing of the parcel or the customer", async () => {
    const booked = await bookedCourierOrder(t);
    const unknownAwb = "77001234567890";
    const before = logLines.length;
    const res = await post(
      double.webhookBody(unknownAwb, 17, {
        scans: [
          {
            at: at(1),
            srStatus: 17,
            label: "OUT FOR DELIVERY",
            activity: "Out for delivery with Ramesh 9876543210",
            location: "Koregaon Park, Pune",
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ignored" });
    const logged = logLines.slice(before);
    const line = logged
      .map((text) => JSON.parse(text))
      .find((entry) => entry.event === "shipments.webhook_ignored");
    expect(line).toMatchObject({ event: "shipments.webhook_ignored", reason: "unknown_awb" });
    const text = logged.join("\n");
    for (const secret of [
      unknownAwb,
      booked.awb,
      "9876543210",
      "Ramesh",
      "Koregaon",
      "Asha",
      "9822011111",
      "FC Road",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(await eventsOf(booked.shipment.id)).toEqual([]);
  });

  it("answers 200 ignored to a body with the token that is no tracking update (a panel test, a return)", async () => {
    const booked = await bookedCourierOrder(t);
    expect((await post({})).json()).toEqual({ status: "ignored" });
    const returned = { ...double.webhookBody(booked.awb, 7), is_return: 1 };
    expect((await post(returned)).json()).toEqual({ status: "ignored" });
    expect(await eventsOf(booked.shipment.id)).toEqual([]);
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("PROCESSING");
  });

  it("is not offered with the manual provider", async () => {
    const manual = await buildApp(
      { ...t.deps, couriers: manualCouriers() },
      { logger: pino({ level: "silent" }) },
    );
    try {
      const res = await manual.inject({
        method: "POST",
        url: "/api/courier/tracking-updates",
        headers: double.webhookHeaders(),
        payload: double.webhookBody("1904000000001", 42),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await manual.close();
    }
  });
});

describe("a parcel on its way", () => {
  it("picked up: the order is SHIPPED by the courier, with the shipped mail and its tracking link", async () => {
    const booked = await bookedCourierOrder(t);
    const res = await post(double.webhookBody(booked.awb, 42, { at: at(5) }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: "processed" });
    expect(res.headers["cache-control"]).toBe("no-store");

    const order = await orderRow(booked.orderId);
    expect(order).toMatchObject({
      orderStatus: "SHIPPED",
      courier: "Delhivery Surface",
      trackingNumber: booked.awb,
      trackingUrl: booked.trackingUrl,
      shippedAt: at(5),
    });
    expect(await shipmentRow(booked.shipment.id)).toMatchObject({ state: "picked_up", pickedUpAt: at(5) });
    expect((await historyOf(booked.orderId)).slice(2)).toEqual([
      ["shipped", "SHIPPED", null, { by: "courier", courier: "Delhivery Surface", awb: booked.awb }],
    ]);
    const mails = await mailsAfterConfirmation(booked);
    expect(mails.map((mail) => [mail.dedupeKey, mail.subject])).toEqual([
      [`order-shipped:${booked.orderId}`, `Order #${booked.orderNumber} has shipped — Mithaas`],
    ]);
    expect(mails[0]?.text).toContain(`Courier: Delhivery Surface\nTracking number: ${booked.awb}`);
    expect(mails[0]?.text).toContain(`Track your parcel: https://shiprocket.co/tracking/${booked.awb}`);
    expect(mails[0]?.html).toContain(`href="https://shiprocket.co/tracking/${booked.awb}"`);

    const [status, scan] = await eventsOf(booked.shipment.id);
    expect(status).toMatchObject({
      kind: "status",
      code: 42,
      label: "PICKED UP",
      movedTo: "picked_up",
      occurredAt: at(5),
    });
    expect(scan).toMatchObject({ kind: "scan", code: 42, movedTo: null, location: "Okhla_DC (Delhi)" });
  });

  it("out for delivery: one mail with the courier, AWB and link, however often the courier says so", async () => {
    const booked = await bookedCourierOrder(t);
    await post(double.webhookBody(booked.awb, 42, { at: at(1) }));
    expect((await post(double.webhookBody(booked.awb, 17, { at: at(2) }))).json()).toEqual({
      status: "processed",
    });
    // The first attempt fails (NDR), the second goes out again.
    expect((await post(double.webhookBody(booked.awb, 21, { at: at(3) }))).json()).toEqual({
      status: "processed",
    });
    expect((await shipmentRow(booked.shipment.id))?.attention).toMatch(/Undelivered/);
    expect((await post(double.webhookBody(booked.awb, 17, { at: at(4) }))).json()).toEqual({
      status: "processed",
    });

    const mails = await mailsAfterConfirmation(booked);
    expect(mails.map((mail) => [mail.dedupeKey, mail.subject])).toEqual([
      [`order-shipped:${booked.orderId}`, `Order #${booked.orderNumber} has shipped — Mithaas`],
      [
        `order-out-for-delivery:${booked.orderId}:${booked.awb}`,
        `Your gift is out for delivery (order #${booked.orderNumber}) — Mithaas`,
      ],
    ]);
    const text = mails[1]?.text ?? "";
    expect(text).toContain("Delhivery Surface");
    expect(text).toContain(`Tracking number: ${booked.awb}`);
    expect(text).toContain(`Track your parcel: ${booked.trackingUrl}`);
    expect(await shipmentRow(booked.shipment.id)).toMatchObject({
      state: "out_for_delivery",
      outForDeliveryAt: at(2),
    });
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("SHIPPED");
  });

  it("delivered: DELIVERED once, one delivered mail, and the shopper may review", async () => {
    const booked = await bookedCourierOrder(t);
    await post(double.webhookBody(booked.awb, 42, { at: at(1) }));
    expect((await post(double.webhookBody(booked.awb, 7, { at: at(9) }))).json()).toEqual({
      status: "processed",
    });
    // The courier confirms the delivery again later (a new time, so a new update).
    expect((await post(double.webhookBody(booked.awb, 7, { at: at(12) }))).json()).toEqual({
      status: "processed",
    });

    expect(await orderRow(booked.orderId)).toMatchObject({ orderStatus: "DELIVERED", deliveredAt: at(9) });
    expect(await shipmentRow(booked.shipment.id)).toMatchObject({ state: "delivered", deliveredAt: at(9) });
    expect((await historyOf(booked.orderId)).map(([kind]) => kind)).toEqual([
      "placed",
      "paid",
      "shipped",
      "delivered",
    ]);
    expect((await historyOf(booked.orderId))[3]).toEqual(["delivered", "DELIVERED", null, { by: "courier" }]);
    const mails = await mailsAfterConfirmation(booked);
    expect(mails.map((mail) => mail.dedupeKey)).toEqual([
      `order-shipped:${booked.orderId}`,
      `order-delivered:${booked.orderId}`,
    ]);
    expect(mails[1]?.text).toContain(`https://mithaas.example/orders/${booked.orderId}?review=1`);

    const review = await postReview(t, booked.buyer.headers, reviewFields(booked.productId, booked.orderId));
    expect(review.statusCode, review.body).toBe(201);
  });

  it("a repeated update is a duplicate: no rows, no move, no mail", async () => {
    const booked = await bookedCourierOrder(t);
    const body = double.webhookBody(booked.awb, 42, { at: at(1) });
    expect((await post(body)).json()).toEqual({ status: "processed" });
    const rows = await eventsOf(booked.shipment.id);
    const mails = await mailsAfterConfirmation(booked);
    expect((await post(body)).json()).toEqual({ status: "duplicate" });
    expect(await eventsOf(booked.shipment.id)).toEqual(rows);
    expect(await mailsAfterConfirmation(booked)).toEqual(mails);
    expect(await historyOf(booked.orderId)).toHaveLength(3);
  });

  it("an update arriving after the delivery adds its scan in time order and moves nothing back", async () => {
    const booked = await bookedCourierOrder(t);
    const pickedUp = { at: at(1), srStatus: 42, label: "PICKED UP" };
    const delivered = { at: at(30), srStatus: 7, label: "DELIVERED" };
    const inTransit = { at: at(10), srStatus: 18, label: "IN TRANSIT", location: "Bhiwandi Hub" };
    await post(double.webhookBody(booked.awb, 7, { at: at(30), scans: [pickedUp, delivered] }));
    const late = await post(double.webhookBody(booked.awb, 18, { at: at(10), scans: [pickedUp, inTransit] }));
    expect(late.json()).toEqual({ status: "processed" });

    expect(await shipmentRow(booked.shipment.id)).toMatchObject({ state: "delivered", lastStatusAt: at(30) });
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("DELIVERED");
    const tracking = await t.app.inject({
      url: `/api/orders/${booked.orderId}/tracking/`,
      headers: booked.buyer.headers,
    });
    expect(tracking.statusCode, tracking.body).toBe(200);
    expect(tracking.json().updates.map((update: { text: string }) => update.text)).toEqual([
      "Delivered",
      "In transit",
      "Picked up",
    ]);
  });

  it("delivered straight from booked: SHIPPED and DELIVERED, with only the delivered mail", async () => {
    const booked = await bookedCourierOrder(t);
    await post(double.webhookBody(booked.awb, 7, { at: at(20) }));
    expect(await orderRow(booked.orderId)).toMatchObject({
      orderStatus: "DELIVERED",
      shippedAt: at(20),
      deliveredAt: at(20),
    });
    expect(await shipmentRow(booked.shipment.id)).toMatchObject({ state: "delivered", pickedUpAt: at(20) });
    expect((await historyOf(booked.orderId)).map(([kind]) => kind)).toEqual([
      "placed",
      "paid",
      "shipped",
      "delivered",
    ]);
    expect((await mailsAfterConfirmation(booked)).map((mail) => mail.dedupeKey)).toEqual([
      `order-delivered:${booked.orderId}`,
    ]);
  });

  it("delivered after staff marked it delivered by hand: recorded, and nothing sent again", async () => {
    const booked = await bookedCourierOrder(t);
    await post(double.webhookBody(booked.awb, 42, { at: at(1) }));
    const staff = await signInAsStaff(t.db);
    expect((await adminOrders(t, staff.headers)("POST", `${booked.orderId}/deliver/`)).statusCode).toBe(200);
    expect((await post(double.webhookBody(booked.awb, 7, { at: at(9) }))).json()).toEqual({
      status: "processed",
    });

    expect(await shipmentRow(booked.shipment.id)).toMatchObject({ state: "delivered" });
    const history = await historyOf(booked.orderId);
    expect(history.filter(([kind]) => kind === "delivered")).toEqual([
      ["delivered", "DELIVERED", staff.user.id, {}],
    ]);
    expect((await mailsAfterConfirmation(booked)).map((mail) => mail.dedupeKey)).toEqual([
      `order-shipped:${booked.orderId}`,
      `order-delivered:${booked.orderId}`,
    ]);
  });

  it("returned (RTO): staff are told, the order stays SHIPPED, and no mail goes", async () => {
    const booked = await bookedCourierOrder(t);
    await post(double.webhookBody(booked.awb, 9, { at: at(40) }));
    expect(await shipmentRow(booked.shipment.id)).toMatchObject({
      state: "rto",
      rtoAt: at(40),
      attention: "Returned to us (RTO)",
    });
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("SHIPPED");
    expect(await mailsAfterConfirmation(booked)).toEqual([]);

    // A delivery reported afterwards changes nothing: the first of delivered and RTO wins.
    await post(double.webhookBody(booked.awb, 7, { at: at(50) }));
    expect((await shipmentRow(booked.shipment.id))?.state).toBe("rto");
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("SHIPPED");
    expect(await mailsAfterConfirmation(booked)).toEqual([]);
  });

  it("an unknown status code is recorded, moves nothing and is logged by its code alone", async () => {
    const booked = await bookedCourierOrder(t);
    const before = logLines.length;
    const res = await post(
      double.webhookBody(booked.awb, 99, {
        at: at(3),
        scans: [{ at: at(3), srStatus: 99, label: "SOMETHING NEW" }],
      }),
    );
    expect(res.json()).toEqual({ status: "processed" });
    expect(
      (await eventsOf(booked.shipment.id)).map((event) => [event.kind, event.code, event.movedTo]),
    ).toEqual([
      ["status", 99, null],
      ["scan", 99, null],
    ]);
    expect((await shipmentRow(booked.shipment.id))?.state).toBe("booked");
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("PROCESSING");
    const warned = logLines
      .slice(before)
      .map((text) => JSON.parse(text))
      .find((entry) => entry.event === "shipments.webhook_unknown_status");
    expect(warned).toMatchObject({ code: 99, shipmentId: booked.shipment.id });
    expect(JSON.stringify(warned)).not.toContain(booked.awb);
  });
});

describe("changes made in Shiprocket's panel", () => {
  it("a booking cancelled there while booked: the shipment is cancelled and the order untracked", async () => {
    const booked = await bookedCourierOrder(t);
    const packedAt = (await orderRow(booked.orderId))?.packedAt;
    expect((await post(double.webhookBody(booked.awb, 8, { at: at(2) }))).json()).toEqual({
      status: "processed",
    });
    expect(await shipmentRow(booked.shipment.id)).toMatchObject({ state: "cancelled", cancelledAt: at(2) });
    expect(await orderRow(booked.orderId)).toMatchObject({
      orderStatus: "PROCESSING",
      courier: null,
      trackingNumber: null,
      trackingUrl: null,
      packedAt,
    });
    expect(await mailsAfterConfirmation(booked)).toEqual([]);
  });

  it("a cancellation after pickup moves nothing", async () => {
    const booked = await bookedCourierOrder(t);
    await post(double.webhookBody(booked.awb, 42, { at: at(1) }));
    await post(double.webhookBody(booked.awb, 8, { at: at(2) }));
    expect((await shipmentRow(booked.shipment.id))?.state).toBe("picked_up");
    expect((await orderRow(booked.orderId))?.trackingNumber).toBe(booked.awb);
  });

  it("a courier reassigned there: found by Shiprocket's order id, the new AWB taken before pickup", async () => {
    const booked = await bookedCourierOrder(t);
    const newAwb = "20551234567890";
    const reassigned = double.webhookBody(newAwb, 3, {
      at: at(1),
      srOrderId: booked.shipment.providerOrderId ?? "",
      courierName: "Xpressbees",
    });
    expect((await post(reassigned)).json()).toEqual({ status: "processed" });
    expect(await shipmentRow(booked.shipment.id)).toMatchObject({
      state: "booked",
      awb: newAwb,
      courierName: "Xpressbees",
      trackingUrl: `https://shiprocket.co/tracking/${newAwb}`,
    });
    expect(await orderRow(booked.orderId)).toMatchObject({
      courier: "Xpressbees",
      trackingNumber: newAwb,
      trackingUrl: `https://shiprocket.co/tracking/${newAwb}`,
    });

    await post(double.webhookBody(newAwb, 42, { at: at(5), courierName: "Xpressbees" }));
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("SHIPPED");
    const [shipped] = await mailsAfterConfirmation(booked);
    expect(shipped?.text).toContain(`Courier: Xpressbees\nTracking number: ${newAwb}`);
  });

  it("a shipment still being booked is left alone", async () => {
    const booked = await bookedCourierOrder(t, { state: "booking" });
    expect((await post(double.webhookBody(booked.awb, 42, { at: at(1) }))).json()).toEqual({
      status: "ignored",
    });
    expect(await eventsOf(booked.shipment.id)).toEqual([]);
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("PROCESSING");
  });
});

describe("a failure half-way", () => {
  it("records nothing and moves nothing, so Shiprocket's retry applies the update whole", async () => {
    const booked = await bookedCourierOrder(t);
    const body = double.webhookBody(booked.awb, 42, { at: at(1) });
    const broken = await failWrites(t.db, "mail_outbox", "insert");
    try {
      expect((await post(body)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await broken.restore();
    }
    expect(await eventsOf(booked.shipment.id)).toEqual([]);
    expect((await shipmentRow(booked.shipment.id))?.state).toBe("booked");
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("PROCESSING");

    expect((await post(body)).json()).toEqual({ status: "processed" });
    expect((await orderRow(booked.orderId))?.orderStatus).toBe("SHIPPED");
    expect((await mailsAfterConfirmation(booked)).map((mail) => mail.dedupeKey)).toEqual([
      `order-shipped:${booked.orderId}`,
    ]);
  });
});
