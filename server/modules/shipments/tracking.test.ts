import { orderTracking } from "@contract/shipments";
import { shipmentEvents } from "@server/db/schema/shipments";
import { makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { adminOrders, paidOrder, simulatedCard } from "@server/testing/paid-order";
import { bookedCourierOrder, postTrackingUpdate } from "@server/testing/shipment-kit";
import { type ShiprocketDouble, startShiprocketDouble } from "@server/testing/shiprocket-double";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentenceCase } from "./tracking.service";

let double: ShiprocketDouble;
let t: TestApp;
beforeAll(async () => {
  double = await startShiprocketDouble();
  t = await createTestApp({ seed: false, couriers: double.couriers() });
  await makeZone(t.db);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const post = (body: Record<string, unknown>) => postTrackingUpdate(t, double.webhookHeaders(), body);
const trackingOf = (orderId: number, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/orders/${orderId}/tracking/`, headers });
const minute = (n: number) => new Date(Date.UTC(2026, 4, 19, 4, 0, 0) + n * 60_000);

describe("GET /api/orders/{id}/tracking/", () => {
  it("shows the owner the courier, AWB, link and updates newest first, in sentence case", async () => {
    const booked = await bookedCourierOrder(t);
    await post(
      double.webhookBody(booked.awb, 38, {
        at: minute(90),
        scans: [
          { at: minute(0), srStatus: 42, label: "PICKED UP", location: "Okhla_DC (Delhi)" },
          { at: minute(60), srStatus: 18, label: "IN TRANSIT", location: "Bhiwandi Hub" },
          { at: minute(90), srStatus: 38, label: "REACHED AT DESTINATION HUB", location: "Pune Hub" },
        ],
      }),
    );
    const res = await trackingOf(booked.orderId, booked.buyer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(orderTracking.parse(res.json())).toEqual({
      state: "in_transit",
      courier: "Delhivery Surface",
      awb: booked.awb,
      tracking_url: `https://shiprocket.co/tracking/${booked.awb}`,
      expected_on: booked.shipment.expectedOn,
      updates: [
        { at: minute(90).toISOString(), text: "Reached at destination hub", location: "Pune Hub" },
        { at: minute(60).toISOString(), text: "In transit", location: "Bhiwandi Hub" },
        { at: minute(0).toISOString(), text: "Picked up", location: "Okhla_DC (Delhi)" },
      ],
    });
  });

  it("reads the courier's times as India time and never sends the courier's own words", async () => {
    const booked = await bookedCourierOrder(t);
    const body = double.webhookBody(booked.awb, 17);
    const [scan] = body.scans as Record<string, unknown>[];
    await post({
      ...body,
      current_timestamp: "19 05 2026 11:59:16",
      scans: [
        {
          ...scan,
          date: "2026-05-19 11:59:16",
          activity: "Out for delivery with Ramesh, call 9876543210",
          location: "Koregaon Park",
        },
      ],
    });
    const res = await trackingOf(booked.orderId, booked.buyer.headers);
    expect(res.json().updates).toEqual([
      { at: "2026-05-19T06:29:16.000Z", text: "Out for delivery", location: "Koregaon Park" },
    ]);
    expect(res.body).not.toContain("9876543210");
    expect(res.body).not.toContain("Ramesh");
  });

  it("keeps RTO in capitals and a status no scan tells in the list", async () => {
    const booked = await bookedCourierOrder(t);
    await post(double.webhookBody(booked.awb, 9, { at: minute(5), scans: [] }));
    const res = await trackingOf(booked.orderId, booked.buyer.headers);
    expect(res.json()).toMatchObject({
      state: "rto",
      updates: [{ at: minute(5).toISOString(), text: "RTO initiated", location: "" }],
    });
  });

  it("leaves the booking's own row out: the timeline tells it as Packed", async () => {
    const booked = await bookedCourierOrder(t);
    await t.db.insert(shipmentEvents).values({
      shipmentId: booked.shipment.id,
      kind: "status",
      dedupeKey: "booked-by-us",
      label: "Booked with Delhivery Surface",
      occurredAt: minute(0),
      movedTo: "booked",
    });
    await post(double.webhookBody(booked.awb, 42, { at: minute(5), scans: [] }));
    const res = await trackingOf(booked.orderId, booked.buyer.headers);
    expect(res.json().updates).toEqual([{ at: minute(5).toISOString(), text: "Picked up", location: "" }]);
  });

  it("lists at most the newest 100 updates", async () => {
    const booked = await bookedCourierOrder(t);
    const scans = Array.from({ length: 120 }, (_, n) => ({
      at: minute(n),
      srStatus: 18,
      label: "IN TRANSIT",
      location: `Hub ${n}`,
    }));
    await post(double.webhookBody(booked.awb, 18, { at: minute(119), scans }));
    const { updates } = orderTracking.parse((await trackingOf(booked.orderId, booked.buyer.headers)).json());
    expect(updates).toHaveLength(100);
    expect(updates[0]?.location).toBe("Hub 119");
    expect(updates[99]?.location).toBe("Hub 20");
  });

  it("a booked parcel with no update yet has its state and no updates", async () => {
    const booked = await bookedCourierOrder(t);
    expect((await trackingOf(booked.orderId, booked.buyer.headers)).json()).toMatchObject({
      state: "booked",
      awb: booked.awb,
      updates: [],
    });
  });

  it("an order shipped by hand, or not booked, has no courier state", async () => {
    const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
    const { buyer, checkout } = await paidOrder(
      t,
      simulatedCard(t),
      [{ productId: box.id, quantity: 1 }],
      1200,
    );
    const none = {
      state: null,
      courier: null,
      awb: null,
      tracking_url: null,
      expected_on: null,
      updates: [],
    };
    expect((await trackingOf(checkout.order_id, buyer.headers)).json()).toEqual(none);

    const staff = await signInAsStaff(t.db);
    const shipped = await adminOrders(t, staff.headers)("POST", `${checkout.order_id}/ship/`, {
      courier: "Blue Dart",
      tracking_number: "BD123456789IN",
    });
    expect(shipped.statusCode).toBe(200);
    expect((await trackingOf(checkout.order_id, buyer.headers)).json()).toEqual(none);
  });

  it("is the owner's only: another customer and a missing order are 404, a guest 401", async () => {
    const booked = await bookedCourierOrder(t);
    const other = await makeCustomer(t.db);
    const theirs = await trackingOf(booked.orderId, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: "Order not found" });
    expect((await trackingOf(2_000_000, booked.buyer.headers)).statusCode).toBe(404);
    expect((await trackingOf(booked.orderId, {})).statusCode).toBe(401);
  });
});

describe("sentenceCase", () => {
  it("calms a shouted label but keeps names in a label already written in mixed case", () => {
    expect(sentenceCase("REACHED AT DESTINATION HUB")).toBe("Reached at destination hub");
    expect(sentenceCase("RTO INITIATED")).toBe("RTO initiated");
    expect(sentenceCase("Booked with Blue Dart Air")).toBe("Booked with Blue Dart Air");
  });
});
