import { auditLog } from "@server/db/schema/audit";
import { orders } from "@server/db/schema/orders";
import { shipments } from "@server/db/schema/shipments";
import { makeCustomer } from "@server/testing/checkout-fixtures";
import { makeHandZone } from "@server/testing/hand-delivery";
import { bookedShipment, orderToPack } from "@server/testing/label-kit";
import { readPdf } from "@server/testing/read-pdf";
import { type ShiprocketDouble, startShiprocketDouble } from "@server/testing/shiprocket-double";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { labelMessages } from "./shipment-labels.admin-service";

let double: ShiprocketDouble;
let t: TestApp;
let staffHeaders: Record<string, string>;
let buyer: Awaited<ReturnType<typeof makeCustomer>>;

beforeAll(async () => {
  double = await startShiprocketDouble();
  t = await createTestApp({ seed: false, couriers: double.couriers() });
  staffHeaders = (await signInAsStaff(t.db, "packing@mithaas.in")).headers;
  buyer = await makeCustomer(t.db);
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

const print = (query: string) =>
  t.app.inject({ method: "GET", url: `/api/admin/shipments/labels/?${query}`, headers: staffHeaders });

/** Label requests the double received: asking Shiprocket to make one, and downloading the file. */
const labelCalls = () =>
  double.requests.filter((line) => line.includes("generate/label") || line.startsWith("GET /labels/"));

async function bookedOrder(values: Parameters<typeof orderToPack>[2] = {}) {
  const order = await orderToPack(t.db, buyer.user.id, values);
  const shipment = await bookedShipment(t.db, t.deps.couriers, order);
  return { order, shipment };
}

const packedAt = async (id: number) =>
  (await t.db.select({ at: orders.packedAt }).from(orders).where(eq(orders.id, id)))[0]?.at ?? null;

describe("GET /api/admin/shipments/labels/", () => {
  it("prints each order's packing slip, then its label, in the order given, each page its own size", async () => {
    const first = await bookedOrder();
    const second = await bookedOrder({ giftMessage: "Congratulations!", giftFrom: "The Mehtas" });

    const res = await print(`order_ids=${second.order.id},${first.order.id}`);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="Slips-and-labels-2-orders.pdf"');
    expect(res.headers["cache-control"]).toBe("no-store");
    const { pages, sizes } = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(4);
    const [slipOfSecond = "", labelOfSecond = "", slipOfFirst = "", labelOfFirst = ""] = pages;
    expect(slipOfSecond).toContain("Packing slip");
    expect(slipOfSecond).toContain(`#${second.order.orderNumber}`);
    expect(slipOfSecond).toContain("Congratulations! — The Mehtas");
    expect(labelOfSecond).toContain(`AWB ${second.shipment.awb}`);
    expect(slipOfFirst).toContain("Packing slip");
    expect(slipOfFirst).toContain(`#${first.order.orderNumber}`);
    expect(labelOfFirst).toContain(`AWB ${first.shipment.awb}`);
    for (const page of [labelOfSecond, labelOfFirst]) expect(page).not.toContain("Packing slip");
    const a4 = { width: 595.28, height: 841.89 };
    const label = { width: 288, height: 432 };
    expect(sizes.map((size) => ({ width: +size.width.toFixed(2), height: +size.height.toFixed(2) }))).toEqual(
      [a4, label, a4, label],
    );
  });

  it("keeps every page of a long slip before its label", async () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ productName: `Gift hamper ${i + 1}` }));
    const long = await orderToPack(t.db, buyer.user.id, {}, items);
    const longShipment = await bookedShipment(t.db, t.deps.couriers, long);
    const short = await bookedOrder();

    const res = await print(`order_ids=${long.id},${short.order.id}`);

    expect(res.statusCode, res.body).toBe(200);
    const { pages } = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(5);
    expect(pages[0]).toContain(`Packing slip #${long.orderNumber}`);
    expect(pages[1]).toContain(`Packing slip #${long.orderNumber} (continued)`);
    expect(pages[1]).toContain("Gift hamper 40");
    expect(pages[2]).toContain(`AWB ${longShipment.awb}`);
    expect(pages[3]).toContain(`Packing slip #${short.order.orderNumber}`);
    expect(pages[4]).toContain(`AWB ${short.shipment.awb}`);
  });

  it("shows what to pack, where and the card on the slip, and no price or ₹ anywhere on it", async () => {
    const { order } = await bookedOrder();

    const res = await print(`order_ids=${order.id}&parts=slips`);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Packing-slips-${order.orderNumber}.pdf"`,
    );
    const { pages } = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(1);
    const slip = pages[0] ?? "";
    for (const words of [
      "Belgian truffle box",
      "Name on the box: Riya",
      "Asha Kulkarni",
      "Flat 4B, FC Road",
      "Pune – 411004",
      "Happy birthday, Riya! — Asha",
    ]) {
      expect(slip).toContain(words);
    }
    expect(slip).not.toContain("₹");
    expect(slip).not.toMatch(/1,234|2,469|1234|2469/);
    expect(labelCalls()).toEqual([]);
  });

  it("shows a hand delivery's day and slot on its slip", async () => {
    const pune = await makeHandZone(t.db, { prefix: "411", slots: ["evening"] });
    const order = await orderToPack(t.db, buyer.user.id, {
      shippingMethod: "L",
      deliveryDate: "2026-10-24",
      deliverySlotId: pune.slots.evening,
      deliverySlotLabel: "5–9 PM",
      giftMessage: null,
      giftFrom: null,
    });

    const res = await print(`order_ids=${order.id}`);

    expect(res.statusCode, res.body).toBe(200);
    const { pages } = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Hand delivery, Sat 24 Oct, 5–9 PM");
    expect(pages[0]).not.toMatch(/gift card/i);
  });

  it("fetches a label from Shiprocket once and keeps it: a second print reads the kept copy", async () => {
    const { order, shipment } = await bookedOrder();

    const firstPrint = await print(`order_ids=${order.id}&parts=labels`);
    const secondPrint = await print(`order_ids=${order.id}&parts=labels`);

    expect(firstPrint.statusCode, firstPrint.body).toBe(200);
    expect(secondPrint.statusCode, secondPrint.body).toBe(200);
    expect(labelCalls()).toEqual([
      "POST /v1/external/courier/generate/label",
      `GET /labels/shipping-label-${shipment.providerShipmentId}-${shipment.awb}.pdf`,
    ]);
    const key = `private/shipment-labels/${shipment.id}.pdf`;
    const [row] = await t.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row?.labelKey).toBe(key);
    expect(await t.storage.exists(key)).toBe(true);
    expect((await readPdf(secondPrint.rawPayload)).pages).toEqual(
      (await readPdf(firstPrint.rawPayload)).pages,
    );
  });

  it("fetches the label again when the kept copy is gone", async () => {
    const { order, shipment } = await bookedOrder();
    expect((await print(`order_ids=${order.id}&parts=labels`)).statusCode).toBe(200);
    await t.storage.delete(`private/shipment-labels/${shipment.id}.pdf`);

    const res = await print(`order_ids=${order.id}&parts=labels`);

    expect(res.statusCode, res.body).toBe(200);
    expect(labelCalls().filter((line) => line.includes("generate/label"))).toHaveLength(2);
    expect((await readPdf(res.rawPayload)).pages[0]).toContain(`AWB ${shipment.awb}`);
  });

  it("prints only labels with parts=labels, and refuses an order that has none", async () => {
    const booked = await bookedOrder();
    const unbooked = await orderToPack(t.db, buyer.user.id);

    const labelsOnly = await print(`order_ids=${booked.order.id}&parts=labels`);
    expect(labelsOnly.statusCode, labelsOnly.body).toBe(200);
    expect(labelsOnly.headers["content-disposition"]).toBe(
      `attachment; filename="Labels-${booked.order.orderNumber}.pdf"`,
    );
    const { pages } = await readPdf(labelsOnly.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(`AWB ${booked.shipment.awb}`);
    expect(pages[0]).not.toContain("Packing slip");

    double.requests.length = 0;
    const refused = await print(`order_ids=${booked.order.id},${unbooked.id}&parts=labels`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(labelMessages.notBooked(unbooked.orderNumber));
    expect(await packedAt(unbooked.id)).toBeNull();
    expect(double.requests).toEqual([]);
  });

  it("gives an order not booked with a courier only its slip when slips are printed too", async () => {
    const booked = await bookedOrder();
    const unbooked = await orderToPack(t.db, buyer.user.id);

    const res = await print(`order_ids=${unbooked.id},${booked.order.id}`);

    expect(res.statusCode, res.body).toBe(200);
    const { pages } = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain(`Packing slip #${unbooked.orderNumber}`);
    expect(pages[1]).toContain(`Packing slip #${booked.order.orderNumber}`);
    expect(pages[2]).toContain(`AWB ${booked.shipment.awb}`);
  });

  it("stamps orders packed where not yet, audited, and keeps an earlier stamp", async () => {
    const earlier = new Date("2026-10-19T06:30:00Z");
    const fresh = await orderToPack(t.db, buyer.user.id);
    const packed = await orderToPack(t.db, buyer.user.id, { packedAt: earlier });

    const res = await print(`order_ids=${fresh.id},${packed.id}&parts=slips`);

    expect(res.statusCode, res.body).toBe(200);
    expect(await packedAt(fresh.id)).not.toBeNull();
    expect(await packedAt(packed.id)).toEqual(earlier);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.action, "packed")));
    expect(audits.filter((row) => row.entityId === String(fresh.id))).toHaveLength(1);
    expect(audits.filter((row) => row.entityId === String(packed.id))).toHaveLength(0);
  });

  it("answers 503 and stamps nothing when Shiprocket does not answer for a label", async () => {
    const unbooked = await orderToPack(t.db, buyer.user.id);
    const { order, shipment } = await bookedOrder();
    double.fail("generate/label", 503);

    const res = await print(`order_ids=${unbooked.id},${order.id}`);

    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().message).toBe(labelMessages.unavailable);
    expect(res.headers["retry-after"]).toBe("60");
    expect(await packedAt(unbooked.id)).toBeNull();
    const [row] = await t.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row?.labelKey).toBeNull();
  });

  it("answers 409 with Shiprocket's words when it makes no label, and keeps nothing", async () => {
    const { order, shipment } = await bookedOrder();
    const atShiprocket = double.orders.find((held) => held.shipmentId === shipment.providerShipmentId);
    if (!atShiprocket) throw new Error("the double holds no such shipment");
    atShiprocket.status = "CANCELED";

    const res = await print(`order_ids=${order.id}`);

    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      labelMessages.refused(order.orderNumber, "No valid shipment ids to print label"),
    );
    const [row] = await t.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row?.labelKey).toBeNull();
  });

  it("refuses order ids that are not a list of up to 50 ids (400), and an unknown order (404)", async () => {
    const fiftyOne = Array.from({ length: 51 }, (_, i) => i + 1).join(",");
    for (const query of ["", "order_ids=", "order_ids=abc", "order_ids=1,,2", `order_ids=${fiftyOne}`]) {
      const res = await print(query);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await print("order_ids=1&parts=all")).statusCode).toBe(400);
    const unknown = await print("order_ids=2147483000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(labelMessages.orderNotFound(2147483000));
  });
});
