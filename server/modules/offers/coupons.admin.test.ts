import { adminCoupon, adminCouponPage } from "@contract/admin/offer-views";
import { auditLog } from "@server/db/schema/audit";
import { coupons } from "@server/db/schema/offers";
import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { failWrites } from "@server/testing/fail-writes";
import { insertOrder } from "@server/testing/order-rows";
import { itRace, together } from "@server/testing/race";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let staff: Awaited<ReturnType<typeof signInAsStaff>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
  staff = await signInAsStaff(t.db, "coupons@mithaas.in");
});
afterAll(() => t.close());

const hour = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
let serial = 0;

const validCoupon = (overrides: Record<string, unknown> = {}) => ({
  code: `Sweet-${++serial}`,
  description: "₹100 off orders above ₹999",
  is_active: true,
  start_date: at(-hour),
  end_date: at(72 * hour),
  min_order_amount: "999.00",
  discount_type: "fixed",
  discount_percentage: null,
  discount_amount: "100",
  max_discount_amount: null,
  usage_limit: 50,
  per_customer_limit: 1,
  ...overrides,
});

const admin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, payload });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin("POST", "/coupons/", validCoupon(overrides));
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return adminCoupon.parse(res.json());
};

/** A customer with ₹1,200 in the cart, who applies codes as the checkout does. */
async function shopper() {
  const product = await makeProduct(t.db, { pricePaise: 120_000, stock: 10 });
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 1 }]);
  return {
    ...buyer,
    apply: (code: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/orders/apply_coupon/",
        headers: buyer.headers,
        payload: { code, amount: "1200.00" },
      }),
  };
}

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "coupon"), eq(auditLog.entityId, String(id))));

describe("staff coupons", () => {
  it("creates a coupon (code stored upper-case) that a shopper can apply at once, with an audit row", async () => {
    const created = await create({ code: "  diwali_100 " });
    expect(created).toMatchObject({
      code: "DIWALI_100",
      discount_type: "fixed",
      discount_amount: "100.00",
      min_order_amount: "999.00",
      usage_limit: 50,
      per_customer_limit: 1,
      times_used: 0,
    });
    const buyer = await shopper();
    const applied = await buyer.apply("diwali_100");
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ code: "DIWALI_100", discount_amount: "100.00" });
    const [row] = await auditOf(created.id);
    expect(row).toMatchObject({ action: "create", staffEmail: "coupons@mithaas.in" });
    expect(row?.after).toMatchObject({ code: "DIWALI_100" });
  });

  it("applies an edit and a deactivation at checkout at once, each audited", async () => {
    const created = await create();
    const buyer = await shopper();
    const edited = await admin(
      "PUT",
      `/coupons/${created.id}/`,
      validCoupon({
        code: created.code,
        discount_type: "percentage",
        discount_percentage: 20,
        discount_amount: null,
        max_discount_amount: "150",
      }),
    );
    expect(edited.statusCode).toBe(200);
    // 20% of ₹1,200 is ₹240, capped at ₹150.
    expect((await buyer.apply(created.code)).json()).toMatchObject({ discount_amount: "150.00" });
    expect((await admin("POST", `/coupons/${created.id}/active/`, { is_active: false })).statusCode).toBe(
      200,
    );
    const refused = await buyer.apply(created.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "unknown" });
    const rows = await auditOf(created.id);
    expect(rows.map((row) => row.action)).toEqual(["create", "update", "deactivate"]);
    expect(rows[1]?.before).toMatchObject({ discount_type: "fixed" });
    expect(rows[1]?.after).toMatchObject({ discount_type: "percentage", max_discount_amount: "150.00" });
  });

  it("refuses a code another coupon has, in any case, with 409 and a field error; keeps its own", async () => {
    const first = await create({ code: "TAKEN1" });
    const res = await admin("POST", "/coupons/", validCoupon({ code: "taken1" }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "A coupon with this code already exists",
      errors: { code: ["A coupon with this code already exists"] },
    });
    const other = await create();
    const rename = await admin("PUT", `/coupons/${other.id}/`, validCoupon({ code: "TAKEN1" }));
    expect(rename.statusCode).toBe(409);
    expect((await admin("PUT", `/coupons/${first.id}/`, validCoupon({ code: "TAKEN1" }))).statusCode).toBe(
      200,
    );
  });

  itRace("gives a code to one of two coupons saved with it at the same moment", async () => {
    const results = await together(6, () => admin("POST", "/coupons/", validCoupon({ code: "RACE1" })));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await t.db.select().from(coupons).where(eq(coupons.code, "RACE1"))).toHaveLength(1);
  });

  it.each([
    ["an empty code", { code: " " }, "code", /Code is required/],
    ["a code with spaces", { code: "SAVE 10" }, "code", /only letters, digits, - and _/],
    ["a code over 40 characters", { code: "A".repeat(41) }, "code", /at most 40 characters/],
    ["an end before the start", { end_date: at(-2 * hour) }, "end_date", /after the start/],
    [
      "a percentage over 100",
      { discount_type: "percentage", discount_percentage: 150, discount_amount: null },
      "discount_percentage",
      /1 to 100/,
    ],
    ["a fixed amount of 0", { discount_amount: "0" }, "discount_amount", /more than ₹0/],
    [
      "a maximum on a fixed amount",
      { max_discount_amount: "50" },
      "max_discount_amount",
      /Only a percentage/,
    ],
    ["a negative minimum", { min_order_amount: -5 }, "min_order_amount", /rupees/],
    ["a total of 0 uses", { usage_limit: 0 }, "usage_limit", /from 1/],
    ["uses as text", { usage_limit: "ten" }, "usage_limit", /whole number/],
    ["0 uses per customer", { per_customer_limit: 0 }, "per_customer_limit", /from 1/],
    [
      "more uses per customer than in total",
      { usage_limit: 2, per_customer_limit: 3 },
      "per_customer_limit",
      /cannot be more than total/,
    ],
  ])("refuses %s with a field error (400)", async (_, change, field, message) => {
    const res = await admin("POST", "/coupons/", validCoupon(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]?.[0]).toMatch(message);
  });

  it("lists a coupon to shoppers once staff mark it public, and a new coupon is not public", async () => {
    const quiet = await create({ min_order_amount: "0" });
    expect(quiet.is_public).toBe(false);
    const buyer = await shopper();
    const listed = async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/orders/public_coupons/",
        headers: buyer.headers,
      });
      return (res.json() as { coupons: { code: string }[] }).coupons.map((coupon) => coupon.code);
    };
    expect(await listed()).not.toContain(quiet.code);
    const res = await admin(
      "PUT",
      `/coupons/${quiet.id}/`,
      validCoupon({ code: quiet.code, is_public: true }),
    );
    expect(adminCoupon.parse(res.json()).is_public).toBe(true);
    expect(await listed()).toContain(quiet.code);
  });

  it("takes no total limit and several uses per customer", async () => {
    const created = await create({ usage_limit: null, per_customer_limit: 3 });
    expect(created).toMatchObject({ usage_limit: null, per_customer_limit: 3 });
  });

  it("counts uses from redemptions, and refuses to delete a used coupon (409) until unused ones go", async () => {
    const used = await create();
    const buyer = await makeCustomer(t.db);
    const order = await insertOrder(t.db, buyer.user.id, { couponId: used.id, couponDiscountPaise: 10_000 });
    await t.db
      .insert(couponRedemptions)
      .values({ couponId: used.id, userId: buyer.user.id, orderId: order.id, discountPaise: 10_000 });
    expect(adminCoupon.parse((await admin("GET", `/coupons/${used.id}/`)).json()).times_used).toBe(1);
    const refused = await admin("DELETE", `/coupons/${used.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Deactivate it instead/);
    // A released order gives its use back but still names the coupon: still kept.
    await t.db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id));
    expect((await admin("DELETE", `/coupons/${used.id}/`)).statusCode).toBe(409);

    const unused = await create();
    expect((await admin("DELETE", `/coupons/${unused.id}/`)).statusCode).toBe(204);
    expect((await auditOf(unused.id)).map((row) => row.action)).toEqual(["create", "delete"]);
    expect((await admin("GET", `/coupons/${unused.id}/`)).statusCode).toBe(404);
    const buyer2 = await shopper();
    expect((await buyer2.apply(unused.code)).json()).toMatchObject({ code: "unknown" });
  });

  it("changes nothing when the audit row cannot be written", async () => {
    const created = await create();
    const buyer = await shopper();
    const failure = await failWrites(t.db, "audit_log", "insert");
    try {
      const res = await admin("POST", `/coupons/${created.id}/active/`, { is_active: false });
      expect(res.statusCode).toBe(500);
      expect((await admin("POST", "/coupons/", validCoupon({ code: "NEVER1" }))).statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    expect((await buyer.apply(created.code)).statusCode).toBe(200);
    expect(await t.db.select().from(coupons).where(eq(coupons.code, "NEVER1"))).toHaveLength(0);
  });

  it("lists coupons newest first, found by code or description", async () => {
    const created = await create({ code: "FINDME9", description: "Findable" });
    const page = adminCouponPage.parse((await admin("GET", "/coupons/?page_size=1")).json());
    expect(page.results.map((coupon) => coupon.id)).toEqual([created.id]);
    const found = adminCouponPage.parse((await admin("GET", "/coupons/?q=findme")).json());
    expect(found.results.map((coupon) => coupon.code)).toEqual(["FINDME9"]);
    const byText = adminCouponPage.parse((await admin("GET", "/coupons/?q=findable")).json());
    expect(byText.count).toBe(1);
  });
});
