import { mailOutbox } from "@server/db/schema/mail";
import { orderEvents, orders } from "@server/db/schema/orders";
import { shipmentEvents, shipments } from "@server/db/schema/shipments";
import { makeZone } from "@server/testing/checkout-fixtures";
import { itRace, together } from "@server/testing/race";
import { bookedCourierOrder, postTrackingUpdate } from "@server/testing/shipment-kit";
import { type ShiprocketDouble, startShiprocketDouble } from "@server/testing/shiprocket-double";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";

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

describe("Shiprocket delivering one update many times at once (PostgreSQL)", () => {
  itRace("the same delivered update ×10: one move, one DELIVERED line, one mail", async () => {
    const booked = await bookedCourierOrder(t);
    const body = double.webhookBody(booked.awb, 7, { at: new Date(Date.UTC(2026, 4, 19, 9, 30, 0)) });
    const answers = await together(10, () => post(body));

    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((res) => res.json().status).sort()).toEqual([
      ...Array(9).fill("duplicate"),
      "processed",
    ]);
    const statuses = await t.db
      .select()
      .from(shipmentEvents)
      .where(and(eq(shipmentEvents.shipmentId, booked.shipment.id), eq(shipmentEvents.kind, "status")));
    expect(statuses.map((event) => event.movedTo)).toEqual(["delivered"]);
    const history = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, booked.orderId));
    expect(history.filter((event) => event.toStatus === "DELIVERED")).toHaveLength(1);
    expect(history.filter((event) => event.toStatus === "SHIPPED")).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `order-%:${booked.orderId}`));
    expect(mails.map((mail) => mail.dedupeKey).sort()).toEqual([
      `order-confirmed:${booked.orderId}`,
      `order-delivered:${booked.orderId}`,
    ]);
    expect((await t.db.select().from(orders).where(eq(orders.id, booked.orderId)))[0]?.orderStatus).toBe(
      "DELIVERED",
    );
  });

  itRace(
    "an update for a shipment whose booking is running answers at once, not after the booking",
    async () => {
      const booked = await bookedCourierOrder(t, { state: "booking" });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let lockTaken = () => {};
      const locked = new Promise<void>((resolve) => {
        lockTaken = resolve;
      });
      const booking = t.db.transaction(async (tx) => {
        await tx.select().from(shipments).where(eq(shipments.id, booked.shipment.id)).for("update");
        lockTaken();
        await held;
      });
      await locked;
      try {
        const answer = await Promise.race([
          post(double.webhookBody(booked.awb, 42)),
          new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 3_000)),
        ]);
        expect(answer === "waited" ? answer : answer.json()).toEqual({ status: "ignored" });
      } finally {
        release();
        await booking;
      }
    },
  );
});
