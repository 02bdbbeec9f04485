import { auditLog } from "@server/db/schema/audit";
import { mailOutbox } from "@server/db/schema/mail";
import { orderEvents, orders } from "@server/db/schema/orders";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { adminOrders, type Card, paidOrder } from "@server/testing/paid-order";
import { itRace, together } from "@server/testing/race";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { signInAsStaff } from "@server/testing/sign-in";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";

/** Staff clicking at the same moment (PostgreSQL only: PGlite runs one query at a time). */
let t: TestApp;
let double: RazorpayDouble;
let staff: ReturnType<typeof adminOrders>[];
beforeAll(async () => {
  double = await startRazorpayDouble();
  t = await createTestApp({ seed: false, payments: razorpayGateway(double) });
  await makeZone(t.db);
  staff = [];
  for (let i = 0; i < 4; i += 1) staff.push(adminOrders(t, (await signInAsStaff(t.db)).headers));
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const card: Card = async (gatewayOrderId) => {
  const { payment: _payment, ...signed } = double.pay(gatewayOrderId);
  return signed;
};
async function paidBox() {
  const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
  const { checkout } = await paidOrder(t, card, [{ productId: box.id, quantity: 2 }], 2400);
  const [row] = await t.db.select().from(orders).where(eq(orders.id, checkout.order_id));
  return { box, id: checkout.order_id, paymentId: row?.gatewayPaymentId ?? "" };
}
const kinds = async (id: number) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((event) => event.kind);
const audits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(id))));
const refundCalls = (paymentId: string) =>
  double.requests.filter((request) => request === `POST /v1/payments/${paymentId}/refund`).length;
const statuses = (answers: { statusCode: number }[]) => answers.map((res) => res.statusCode).sort();

describe("staff moving one order at once", () => {
  itRace("eight clicks on Ship ship it once: one event, one audit row, one mail", async () => {
    const { id } = await paidBox();
    const answers = await together(8, (i) =>
      (staff[i % staff.length] as (typeof staff)[number])("POST", `${id}/ship/`, {
        tracking_number: `T${i}`,
      }),
    );
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await kinds(id)).filter((kind) => kind === "shipped")).toHaveLength(1);
    expect(await audits(id)).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-shipped:${id}`));
    expect(mails).toHaveLength(1);
  });

  itRace("eight clicks on Cancel refund once and give the stock back once", async () => {
    const { box, id, paymentId } = await paidBox();
    expect(await stockOf(t, box.id)).toBe(3);
    const answers = await together(8, (i) =>
      (staff[i % staff.length] as (typeof staff)[number])("POST", `${id}/cancel/`, {}),
    );
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(refundCalls(paymentId)).toBe(1);
    expect(await stockOf(t, box.id)).toBe(5);
    expect((await kinds(id)).filter((kind) => kind === "cancelled")).toHaveLength(1);
    expect(await audits(id)).toHaveLength(1);
  });

  itRace(
    "eight clicks on Refund for a delivered order refund it once, with one event and one mail",
    async () => {
      const { box, id, paymentId } = await paidBox();
      const first = staff[0] as (typeof staff)[number];
      expect((await first("POST", `${id}/ship/`, {})).statusCode).toBe(200);
      expect((await first("POST", `${id}/deliver/`)).statusCode).toBe(200);
      const answers = await together(8, (i) =>
        (staff[i % staff.length] as (typeof staff)[number])("POST", `${id}/refund/`),
      );
      expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(refundCalls(paymentId)).toBe(1);
      expect(await stockOf(t, box.id)).toBe(3);
      expect((await kinds(id)).filter((kind) => kind === "refunded")).toHaveLength(1);
      const mails = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-refunded:${id}`));
      expect(mails).toHaveLength(1);
    },
  );

  itRace("Ship and Cancel at once: one of them happens, wholly, and the other is refused", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { box, id, paymentId } = await paidBox();
      const [ship, cancel] = await Promise.all([
        (staff[0] as (typeof staff)[number])("POST", `${id}/ship/`, {}),
        (staff[1] as (typeof staff)[number])("POST", `${id}/cancel/`, {}),
      ]);
      expect(statuses([ship, cancel])).toEqual([200, 409]);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      if (ship.statusCode === 200) {
        expect(row).toMatchObject({ orderStatus: "SHIPPED", paymentStatus: "PAID" });
        expect(refundCalls(paymentId)).toBe(0);
        expect(await stockOf(t, box.id)).toBe(3);
      } else {
        expect(row).toMatchObject({ orderStatus: "CANCELLED", paymentStatus: "REFUNDED" });
        expect(refundCalls(paymentId)).toBe(1);
        expect(await stockOf(t, box.id)).toBe(5);
      }
      expect(await audits(id)).toHaveLength(1);
    }
  });
});
