import { shipmentMessages } from "@contract/admin/shipments";
import { shortDayText } from "@contract/india-time";
import { runDueWork } from "@server/background-jobs";
import { auditLog } from "@server/db/schema/audit";
import { testClock } from "@server/testing/clock";
import {
  type CourierShop,
  courierOrder,
  courierShop,
  orderRow,
  providerOrdersOf,
  shipmentsOf,
} from "@server/testing/courier-booking-kit";
import { addHandDelivery, paidHandOrder, tomorrow } from "@server/testing/hand-delivery";
import { itRace, together } from "@server/testing/race";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookDueShipments } from "./booking-worker";

const clock = testClock(new Date().toISOString());
let shop: CourierShop;
let handSlot: number;
beforeAll(async () => {
  shop = await courierShop({ clock });
  handSlot = (await addHandDelivery(shop.t.db)).slots.morning;
});
afterAll(() => shop.close());

const quiet = { warn() {}, info() {} };
const bulk = (orderIds: number[]) => shop.admin.post("/shipments/bulk/", { order_ids: orderIds });

describe("bulk booking", () => {
  it("queues the courier orders, refuses the others with their sentences, and the worker books them", async () => {
    const standard = await courierOrder(shop.t, "S");
    const express = await courierOrder(shop.t, "E");
    const another = await courierOrder(shop.t, "S");
    const day = tomorrow();
    const hand = await paidHandOrder(shop.t, { slotId: handSlot, date: day });
    const cancelled = await courierOrder(shop.t, "S");
    expect((await shop.admin.post(`/orders/${cancelled.id}/cancel/`, {})).statusCode).toBe(200);

    const ids = [standard.id, hand.checkout.order_id, express.id, cancelled.id, another.id];
    const res = await bulk(ids);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({
      queued: [standard.id, express.id, another.id],
      refused: [
        {
          order_id: hand.checkout.order_id,
          message: shipmentMessages.handDelivered(hand.checkout.order_number, shortDayText(day)),
        },
        { order_id: cancelled.id, message: shipmentMessages.cancelled },
      ],
    });
    // Claimed at once: packed, and no longer offered to book.
    expect((await orderRow(shop.t, standard.id)).packedAt).not.toBeNull();
    const toBook = (await shop.admin.get("/shipments/?view=to_book")).json().to_book;
    expect(toBook.map((row: { order_id: number }) => row.order_id)).not.toContain(standard.id);
    const bookingRes = await shop.admin.get("/shipments/?view=booking");
    expect(bookingRes.statusCode, bookingRes.body).toBe(200);
    const booking = bookingRes.json().shipments;
    expect(booking.map((row: { order_id: number }) => row.order_id)).toEqual(
      expect.arrayContaining([standard.id, express.id, another.id]),
    );
    const audits = await shop.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "shipment"), eq(auditLog.action, "book")));
    const bulkAudits = audits.filter((row) => ids.includes((row.after as { order_id: number }).order_id));
    expect(bulkAudits).toHaveLength(3);
    expect(bulkAudits.every((row) => (row.after as { bulk?: boolean }).bulk === true)).toBe(true);

    const report = await runDueWork(shop.t.deps, quiet);
    expect(report.booked).toBe(3);
    // Standard takes Shiprocket's recommendation; Express the fastest courier on time.
    expect((await shipmentsOf(shop.t, standard.id))[0]).toMatchObject({ state: "booked", courierId: 1 });
    expect((await shipmentsOf(shop.t, express.id))[0]).toMatchObject({
      state: "booked",
      courierId: 10,
      courierName: "Blue Dart Air",
    });
    for (const order of [standard, express, another]) {
      expect(providerOrdersOf(shop.double, order.number)).toHaveLength(1);
      expect((await orderRow(shop.t, order.id)).trackingNumber).not.toBeNull();
    }
    expect(await shipmentsOf(shop.t, hand.checkout.order_id)).toEqual([]);
    expect(await shipmentsOf(shop.t, cancelled.id)).toEqual([]);
  });

  it("one order Shiprocket does not answer for waits with its retry time; the others are booked", async () => {
    const orders = [
      await courierOrder(shop.t, "S"),
      await courierOrder(shop.t, "S"),
      await courierOrder(shop.t, "S"),
    ];
    expect((await bulk(orders.map((order) => order.id))).json().queued).toHaveLength(3);
    shop.double.fail("orders/create/adhoc", 503);
    const report = await runDueWork(shop.t.deps, quiet);
    expect(report).toMatchObject({ booked: 2, bookingsOnHold: 1 });
    const [waiting] = await shipmentsOf(shop.t, orders[0]?.id ?? 0);
    expect(waiting).toMatchObject({
      state: "booking",
      attempts: 1,
      lastError: "Shiprocket did not answer",
      retryAt: new Date(clock.now().getTime() + 30_000),
    });
    for (const order of orders.slice(1)) {
      expect((await shipmentsOf(shop.t, order.id))[0]?.state).toBe("booked");
    }
    expect((await runDueWork(shop.t.deps, quiet)).booked).toBe(0);
    clock.advance(30_000);
    expect((await runDueWork(shop.t.deps, quiet)).booked).toBe(1);
    expect(providerOrdersOf(shop.double, orders[0]?.number ?? "")).toHaveLength(1);
  });

  it("takes at most 50 orders and at least one", async () => {
    expect((await bulk([])).statusCode).toBe(400);
    expect((await bulk(Array.from({ length: 51 }, (_, i) => i + 1))).statusCode).toBe(400);
  });
});

describe("booking workers on two instances", () => {
  itRace("book each queued order once", async () => {
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await courierOrder(shop.t, "S"));
    expect((await bulk(orders.map((order) => order.id))).json().queued).toHaveLength(4);
    const reports = await together(2, () => bookDueShipments(shop.t.deps, quiet));
    expect(reports.reduce((sum, report) => sum + report.booked, 0)).toBe(4);
    for (const order of orders) {
      expect(providerOrdersOf(shop.double, order.number)).toHaveLength(1);
      expect((await shipmentsOf(shop.t, order.id))[0]?.state).toBe("booked");
    }
  });
});
