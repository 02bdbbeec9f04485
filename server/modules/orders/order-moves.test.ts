import { adminOrder } from "@contract/admin/orders";
import { auditLog } from "@server/db/schema/audit";
import { mailOutbox } from "@server/db/schema/mail";
import { orderEvents, orders } from "@server/db/schema/orders";
import { sendDueMail } from "@server/platform/mail-outbox";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { failWrites } from "@server/testing/fail-writes";
import { memoryMailer } from "@server/testing/memory-mailer";
import { adminOrders, paidOrder, placeOrder, simulatedCard } from "@server/testing/paid-order";
import { signInAsStaff } from "@server/testing/sign-in";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
const mailer = memoryMailer();
let staff: Awaited<ReturnType<typeof signInAsStaff>>;
let call: ReturnType<typeof adminOrders>;
const quiet = { warn() {} };
beforeAll(async () => {
  t = await createTestApp({ seed: false, mailer, env: { PUBLIC_URL: "https://mithaas.example" } });
  await makeZone(t.db);
  staff = await signInAsStaff(t.db, "packer@mithaas.in");
  call = adminOrders(t, staff.headers);
});
afterAll(() => t.close());

async function newPaidOrder() {
  const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 10, name: "Mithai Hamper" });
  const { buyer, checkout } = await paidOrder(
    t,
    simulatedCard(t),
    [{ productId: box.id, quantity: 1 }],
    1200,
  );
  return { buyer, id: checkout.order_id, number: checkout.order_number, box };
}

const mailTo = async (email: string) => {
  await sendDueMail({ db: t.db, mailer }, quiet);
  return mailer.sent.filter((mail) => mail.to === email);
};
const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe("moving an order forward", () => {
  it("ships with a courier and tracking number, then delivers; the customer sees each step", async () => {
    const { buyer, id, number } = await newPaidOrder();
    const shipped = await call("POST", `${id}/ship/`, {
      courier: " Blue Dart ",
      tracking_number: "BD123456789IN",
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(adminOrder.parse(shipped.json())).toMatchObject({
      order_status: "SHIPPED",
      shipment: { courier: "Blue Dart", tracking_number: "BD123456789IN" },
      actions: ["deliver", "refund"],
    });
    const customerView = await t.app.inject({ url: `/api/orders/${id}/`, headers: buyer.headers });
    expect(customerView.json()).toMatchObject({
      order_status: "SHIPPED",
      courier: "Blue Dart",
      tracking_number: "BD123456789IN",
      delivered_at: null,
    });
    expect(customerView.json().shipped_at).toEqual(expect.any(String));

    const delivered = await call("POST", `${id}/deliver/`);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const after = adminOrder.parse(delivered.json());
    expect(after).toMatchObject({ order_status: "DELIVERED", actions: ["refund"] });
    expect(
      after.history.map((event) => [event.kind, event.from_status, event.to_status, event.staff_email]),
    ).toEqual([
      ["placed", null, "PENDING", null],
      ["paid", "PENDING", "PROCESSING", null],
      ["shipped", "PROCESSING", "SHIPPED", "packer@mithaas.in"],
      ["delivered", "SHIPPED", "DELIVERED", "packer@mithaas.in"],
    ]);
    expect(after.history[2]?.detail).toEqual({ courier: "Blue Dart", tracking_number: "BD123456789IN" });
    expect((await t.app.inject({ url: `/api/orders/${id}/`, headers: buyer.headers })).json()).toMatchObject({
      order_status: "DELIVERED",
      delivered_at: expect.any(String),
    });

    const audit = await auditOf(id);
    expect(audit.map((entry) => [entry.staffEmail, entry.action, entry.before, entry.after])).toEqual([
      [
        "packer@mithaas.in",
        "status",
        { order_status: "PROCESSING" },
        { order_status: "SHIPPED", courier: "Blue Dart", tracking_number: "BD123456789IN" },
      ],
      ["packer@mithaas.in", "status", { order_status: "SHIPPED" }, { order_status: "DELIVERED" }],
    ]);

    const mails = await mailTo(buyer.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Order #${number} confirmed — Mithaas`,
      `Order #${number} has shipped — Mithaas`,
      `Order #${number} delivered — Mithaas`,
    ]);
    expect(mails[1]?.text).toContain("Courier: Blue Dart\nTracking number: BD123456789IN");
    expect(mails[2]?.text).toContain(`Review your items: https://mithaas.example/orders/${id}?review=1`);
    expect(mails[2]?.html).toContain(`href="https://mithaas.example/orders/${id}?review=1"`);
  });

  it("ships without a courier or tracking number, and the mail does not pretend there is one", async () => {
    const { buyer, id } = await newPaidOrder();
    const res = await call("POST", `${id}/ship/`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().shipment).toMatchObject({ courier: null, tracking_number: null });
    const [, shippedMail] = await mailTo(buyer.user.email);
    expect(shippedMail?.text).not.toContain("Tracking");
    expect(shippedMail?.text).toContain("is on its way");
  });

  it("sends each status mail once however often the move is repeated, and refuses the repeat with 409", async () => {
    const { buyer, id } = await newPaidOrder();
    const first = await call("POST", `${id}/ship/`, { tracking_number: "ONE" });
    const again = await call("POST", `${id}/ship/`, { tracking_number: "TWO" });
    expect([first.statusCode, again.statusCode]).toEqual([200, 409]);
    expect(again.json()).toEqual({ message: "This order has already been shipped." });
    expect((await row(id))?.trackingNumber).toBe("ONE");
    expect((await call("POST", `${id}/deliver/`)).statusCode).toBe(200);
    expect((await call("POST", `${id}/deliver/`)).statusCode).toBe(409);
    const subjects = (await mailTo(buyer.user.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes("has shipped"))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.includes("delivered"))).toHaveLength(1);
    const keys = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.user.email))).map(
      (mail) => mail.dedupeKey,
    );
    expect(keys.sort()).toEqual([`order-confirmed:${id}`, `order-delivered:${id}`, `order-shipped:${id}`]);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it("moves only forward: every illegal move is 409 with a clear message and changes nothing", async () => {
    const processing = await newPaidOrder();
    const deliverFirst = await call("POST", `${processing.id}/deliver/`);
    expect(deliverFirst.statusCode).toBe(409);
    expect(deliverFirst.json().message).toBe("This order has not been shipped yet: mark it shipped first.");
    const refundNothing = await call("POST", `${processing.id}/refund/`);
    expect([refundNothing.statusCode, refundNothing.json().message]).toEqual([
      409,
      "This order has no refund due.",
    ]);

    const shipped = await newPaidOrder();
    await call("POST", `${shipped.id}/ship/`, {});
    const cancelShipped = await call("POST", `${shipped.id}/cancel/`, {});
    expect([cancelShipped.statusCode, cancelShipped.json().message]).toEqual([
      409,
      "This order has already been shipped, so it can no longer be cancelled. Refund it instead.",
    ]);

    await call("POST", `${shipped.id}/deliver/`);
    for (const [move, body] of [
      ["ship", {}],
      ["deliver", undefined],
      ["cancel", {}],
    ] as const) {
      const res = await call("POST", `${shipped.id}/${move}/`, body);
      expect([move, res.statusCode, res.json().message]).toEqual([
        move,
        409,
        "This order has already been delivered.",
      ]);
    }
    expect(await row(shipped.id)).toMatchObject({ orderStatus: "DELIVERED", paymentStatus: "PAID" });

    const waiting = await makeCustomer(t.db);
    const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 3 });
    await fillCart(t.db, waiting.user.id, [{ productId: box.id, quantity: 1 }]);
    const unpaid = await placeOrder(t, waiting, 1200);
    const shipUnpaid = await call("POST", `${unpaid.order_id}/ship/`, {});
    expect([shipUnpaid.statusCode, shipUnpaid.json().message]).toEqual([
      409,
      "This order is not paid yet, so it cannot be shipped.",
    ]);
    expect((await call("POST", "999999/ship/", {})).statusCode).toBe(404);
    expect(
      await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, unpaid.order_id)),
    ).toHaveLength(1);
  });

  it("cancels an unpaid order: its stock comes back, the customer is told no payment was taken", async () => {
    const waiting = await makeCustomer(t.db);
    const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 4 });
    await fillCart(t.db, waiting.user.id, [{ productId: box.id, quantity: 2 }]);
    const unpaid = await placeOrder(t, waiting, 2400);
    expect(await stockOf(t, box.id)).toBe(2);
    const res = await call("POST", `${unpaid.order_id}/cancel/`, { reason: "Duplicate order" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      order_status: "CANCELLED",
      payment_status: "FAILED",
      cancel_reason: "staff",
    });
    expect(res.json().history.at(-1)).toMatchObject({
      kind: "cancelled",
      staff_email: "packer@mithaas.in",
      detail: { reason: "Duplicate order" },
    });
    expect(await stockOf(t, box.id)).toBe(4);
    const [mail] = (await mailTo(waiting.user.email)).filter((m) => m.subject.includes("cancelled"));
    expect(mail?.text).toContain("No payment was taken for it.");
    expect((await call("POST", `${unpaid.order_id}/cancel/`, {})).statusCode).toBe(409);
    expect(await auditOf(unpaid.order_id)).toHaveLength(1);
  });

  it("writes nothing when the move fails half-way: no status, no history, no mail", async () => {
    const { id } = await newPaidOrder();
    const failure = await failWrites(t.db, "mail_outbox", "insert", "NEW.dedupe_key like 'order-shipped:%'");
    try {
      expect((await call("POST", `${id}/ship/`, { tracking_number: "HALF" })).statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    expect(await row(id)).toMatchObject({ orderStatus: "PROCESSING", trackingNumber: null, shippedAt: null });
    expect(await auditOf(id)).toEqual([]);
    expect(
      (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((e) => e.kind),
    ).toEqual(["placed", "paid"]);
    expect((await call("POST", `${id}/ship/`, { tracking_number: "WHOLE" })).statusCode).toBe(200);
  });
});
