import { type AdminOrder, adminOrder, adminOrderPage } from "@contract/admin/orders";
import { orders } from "@server/db/schema/orders";
import { newPhotoKey } from "@server/platform/private-photos";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { adminOrders, type Buyer, paidOrder, placeOrder, simulatedCard } from "@server/testing/paid-order";
import { jpegPhoto } from "@server/testing/shop-fixtures";
import { signInAs, signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let call: ReturnType<typeof adminOrders>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
  call = adminOrders(t, (await signInAsStaff(t.db)).headers);
});
afterAll(() => t.close());

const queue = async (query: string) => {
  const res = await call("GET", `?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderPage.parse(res.json());
};
const numbers = async (query: string) => (await queue(query)).results.map((row) => row.order_number);

describe("the order queue", () => {
  let a: { buyer: Buyer; number: string };
  let b: { buyer: Buyer; number: string };
  let unpaid: { buyer: Buyer; number: string };
  const scope = () => `q=${encodeURIComponent("@example.in")}`;

  beforeAll(async () => {
    const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 50, name: "Truffle Box" });
    const first = await paidOrder(t, simulatedCard(t), [{ productId: box.id, quantity: 2 }], 2400);
    a = { buyer: first.buyer, number: first.checkout.order_number };
    const second = await paidOrder(t, simulatedCard(t), [{ productId: box.id, quantity: 1 }], 1200);
    b = { buyer: second.buyer, number: second.checkout.order_number };
    await t.db
      .update(orders)
      .set({ addressDetails: { ...(await addressOf(second.checkout.order_id)), phone: "+91 99887 76655" } })
      .where(eq(orders.id, second.checkout.order_id));
    const waiting = await makeCustomer(t.db);
    await fillCart(t.db, waiting.user.id, [{ productId: box.id, quantity: 1 }]);
    unpaid = { buyer: waiting, number: (await placeOrder(t, waiting, 1200)).order_number };
    // Three India days: 20 Nov 23:59, 21 Nov 00:30 (still 20 Nov in UTC) and 22 Nov.
    await setPlaced(a.number, "2026-11-20T18:29:00Z");
    await setPlaced(b.number, "2026-11-20T19:00:00Z");
    await setPlaced(unpaid.number, "2026-11-22T06:00:00Z");
  });

  async function addressOf(id: number) {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error("no order");
    return row.addressDetails;
  }
  async function setPlaced(number: string, at: string) {
    await t.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.orderNumber, number));
  }

  it("lists orders newest first with their customer, total, statuses and number of units", async () => {
    const page = await queue(scope());
    expect(page.results.map((row) => row.order_number)).toEqual([unpaid.number, b.number, a.number]);
    expect(page.results[2]).toMatchObject({
      customer_name: "Asha Kulkarni",
      customer_email: a.buyer.user.email,
      total_amount: "2400.00",
      order_status: "PROCESSING",
      payment_status: "PAID",
      item_count: 2,
      refund_due: false,
      created_at: "2026-11-20T18:29:00.000Z",
    });
    expect(page.results[0]).toMatchObject({ order_status: "PENDING", payment_status: "PENDING" });
  });

  it("pages on the server", async () => {
    const first = await queue(`${scope()}&page_size=2`);
    expect(first).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect(first.results.map((row) => row.order_number)).toEqual([unpaid.number, b.number]);
    const second = await queue(`${scope()}&page_size=2&page=2`);
    expect(second.results.map((row) => row.order_number)).toEqual([a.number]);
  });

  it("filters by order status, payment status and India calendar days", async () => {
    expect(await numbers(`${scope()}&order_status=PENDING`)).toEqual([unpaid.number]);
    expect(await numbers(`${scope()}&payment_status=PAID`)).toEqual([b.number, a.number]);
    expect(await numbers(`${scope()}&placed_from=2026-11-20&placed_to=2026-11-20`)).toEqual([a.number]);
    expect(await numbers(`${scope()}&placed_from=2026-11-21&placed_to=2026-11-21`)).toEqual([b.number]);
    expect(await numbers(`${scope()}&placed_from=2026-11-21`)).toEqual([unpaid.number, b.number]);
    expect(await numbers(`${scope()}&placed_to=2026-11-21&payment_status=PAID`)).toEqual([
      b.number,
      a.number,
    ]);
  });

  it("finds an order by its number, the customer's e-mail or a phone number however it is typed", async () => {
    expect(await numbers(`q=${a.number}`)).toEqual([a.number]);
    expect(await numbers(`q=${a.number.toLowerCase()}`)).toEqual([a.number]);
    expect(await numbers(`q=${encodeURIComponent(b.buyer.user.email.toUpperCase())}`)).toEqual([b.number]);
    expect(await numbers(`q=${encodeURIComponent("99887-76655")}`)).toEqual([b.number]);
    expect(await numbers(`q=${encodeURIComponent("+91 9988776655")}`)).toEqual([b.number]);
    expect(await numbers("q=%25")).toEqual([]);
    expect(await numbers("q=nobody-at-all")).toEqual([]);
  });

  it("refuses dates that do not exist, a range that ends before it starts, and unknown statuses", async () => {
    for (const [query, field] of [
      ["placed_from=2026-02-30", "placed_from"],
      ["placed_to=21-11-2026", "placed_to"],
      ["placed_from=2026-11-22&placed_to=2026-11-21", "placed_to"],
      ["order_status=LOST", "order_status"],
      ["payment_status=paid", "payment_status"],
    ] as const) {
      const res = await call("GET", `?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), query).toContain(field);
    }
  });
});

describe("one order", () => {
  it("shows items with the customer's photos, address, amounts, payment ids and history", async () => {
    const { product, fields } = await (async () => {
      const made = await makeProduct(t.db, {
        pricePaise: 150_000,
        stock: 5,
        name: "Photo Cushion",
        fields: [
          { name: "Your photos", type: "image", required: true, minPhotos: 1, maxPhotos: 2 },
          { name: "Message", type: "text", required: false },
        ],
      });
      return { product: made, fields: made.fields };
    })();
    const buyer = await makeCustomer(t.db);
    const photo = newPhotoKey(buyer.user.id, "jpg");
    await t.storage.put(photo.key, await jpegPhoto(), "image/jpeg");
    const { checkout } = await paidOrder(
      t,
      simulatedCard(t),
      [
        {
          productId: product.id,
          quantity: 1,
          answers: [
            { fieldId: fields[0]?.id ?? 0, imageKeys: [photo.key] },
            { fieldId: fields[1]?.id ?? 0, text: "Happy Diwali" },
          ],
        },
      ],
      1500,
      buyer,
    );
    const res = await call("GET", `${checkout.order_id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const order: AdminOrder = adminOrder.parse(res.json());
    expect(order).toMatchObject({
      order_number: checkout.order_number,
      order_status: "PROCESSING",
      payment_status: "PAID",
      customer: { id: buyer.user.id, name: "Asha Kulkarni", email: buyer.user.email, phone: "9822011111" },
      address: { full_name: "Asha Kulkarni", city: "Pune", pincode: "411004" },
      amounts: { subtotal: "1500.00", shipping_charge: "0.00", total: "1500.00", coupon_code: null },
      payment: {
        gateway: "simulated",
        gateway_order_id: checkout.razorpay_order_id,
        gateway_refund_id: null,
      },
      shipment: { courier: null, tracking_number: null, shipped_at: null },
      actions: ["ship", "cancel"],
    });
    expect(order.payment.gateway_payment_id).toMatch(/^pay_sim_/);
    expect(
      order.history.map((event) => [event.kind, event.from_status, event.to_status, event.staff_email]),
    ).toEqual([
      ["placed", null, "PENDING", null],
      ["paid", "PENDING", "PROCESSING", null],
    ]);
    const [item] = order.items;
    expect(item).toMatchObject({ product_name: "Photo Cushion", quantity: 1, price: "1500.00" });
    expect(item?.customizations.map((answer) => [answer.field, answer.text, answer.photos.length])).toEqual([
      ["Your photos", null, 1],
      ["Message", "Happy Diwali", 0],
    ]);
    const shot = item?.customizations[0]?.photos[0];
    expect(shot?.filename).toBe(`${checkout.order_number}-${item?.id}-your-photos-1.jpg`);

    // The signed link works without a token, as an <img> or a download fetches it.
    const viaLink = await t.app.inject({ url: shot?.url ?? "" });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers["content-type"]).toBe("image/jpeg");
    expect(viaLink.headers["cache-control"]).toBe("private, no-store");
  });

  it("lets staff read a customer's photo with their own session; another customer gets 404", async () => {
    const owner = await makeCustomer(t.db);
    const photo = newPhotoKey(owner.user.id, "png");
    await t.storage.put(photo.key, await jpegPhoto(), "image/png");
    const path = `/api/user/uploads/${photo.key}`;
    const staff = await signInAsStaff(t.db);
    const stranger = await signInAs(t.db, { email: "stranger@example.in" });
    expect((await t.app.inject({ url: path, headers: staff.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: path, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: path, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
  });

  it("answers 404 for an order that does not exist", async () => {
    const res = await call("GET", "999999/");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Order not found" });
  });
});
