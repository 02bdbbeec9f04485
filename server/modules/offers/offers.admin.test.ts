import { adminOffer, adminOfferPage } from "@contract/admin/offer-views";
import { activeOffers } from "@contract/offers";
import { auditLog } from "@server/db/schema/audit";
import { offers } from "@server/db/schema/offers";
import { makeCustomer, makeOffer } from "@server/testing/checkout-fixtures";
import { failWrites } from "@server/testing/fail-writes";
import { insertOrder } from "@server/testing/order-rows";
import { signInAs, signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let staff: Awaited<ReturnType<typeof signInAsStaff>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await signInAsStaff(t.db, "offers@mithaas.in");
});
afterAll(() => t.close());

const hour = 60 * 60 * 1000;
const inIndia = (offsetMs: number) =>
  new Date(Date.now() + offsetMs + 5.5 * hour).toISOString().replace("Z", "+05:30");

const validOffer = (overrides: Record<string, unknown> = {}) => ({
  name: "Weekend 15% off",
  is_active: true,
  start_date: inIndia(-hour),
  end_date: inIndia(48 * hour),
  min_order_amount: "1499",
  discount_type: "percentage",
  discount_percentage: 15,
  discount_amount: null,
  max_discount_amount: "300.00",
  ...overrides,
});

const admin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, payload });
const publicOffers = async () =>
  activeOffers.parse((await t.app.inject({ url: "/api/setting/offers/active/" })).json());
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "offer"), eq(auditLog.entityId, String(id))));

describe("staff offers", () => {
  it("creates an offer that the store's offer list shows at once, with an audit row", async () => {
    expect(await publicOffers()).toEqual([]); // primes the public cache
    const sent = validOffer();
    const res = await admin("POST", "/offers/", sent);
    expect(res.statusCode).toBe(201);
    const created = adminOffer.parse(res.json());
    expect(created).toMatchObject({
      name: "Weekend 15% off",
      min_order_amount: "1499.00",
      discount_percentage: 15,
      discount_amount: null,
      max_discount_amount: "300.00",
      times_used: 0,
    });
    expect(new Date(created.start_date).getTime()).toBe(new Date(sent.start_date).getTime());
    const shown = await publicOffers();
    expect(shown.map((offer) => offer.id)).toEqual([created.id]);
    expect(shown[0]).toMatchObject({ name: "Weekend 15% off", max_discount_amount: "300.00" });
    const [row] = await auditOf(created.id);
    expect(row).toMatchObject({ action: "create", staffEmail: "offers@mithaas.in", before: null });
    expect(row?.after).toMatchObject({ id: created.id, name: "Weekend 15% off" });
  });

  it("edits and deactivates an offer, each change shown by the store at once and audited before → after", async () => {
    const { id } = adminOffer.parse((await admin("POST", "/offers/", validOffer({ name: "Diwali" }))).json());
    await publicOffers();
    const edited = await admin(
      "PUT",
      `/offers/${id}/`,
      validOffer({
        name: "Diwali flat ₹250",
        discount_type: "fixed",
        discount_percentage: null,
        discount_amount: 250,
        max_discount_amount: "",
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await publicOffers()).find((offer) => offer.id === id)).toMatchObject({
      name: "Diwali flat ₹250",
      discount_type: "fixed",
      discount_amount: "250.00",
      discount_percentage: null,
      max_discount_amount: null,
    });
    const off = await admin("POST", `/offers/${id}/active/`, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false });
    expect((await publicOffers()).map((offer) => offer.id)).not.toContain(id);
    const rows = await auditOf(id);
    expect(rows.map((row) => row.action)).toEqual(["create", "update", "deactivate"]);
    expect(rows[1]?.before).toMatchObject({ name: "Diwali", discount_type: "percentage" });
    expect(rows[1]?.after).toMatchObject({ name: "Diwali flat ₹250", discount_type: "fixed" });
    expect(rows[2]?.after).toMatchObject({ is_active: false });
  });

  it.each([
    ["an end before the start", { end_date: inIndia(-2 * hour) }, "end_date", /after the start/],
    [
      "an end equal to the start",
      { start_date: "2030-01-01T10:00:00+05:30", end_date: "2030-01-01T04:30:00Z" },
      "end_date",
      /after/,
    ],
    ["a percentage of 0", { discount_percentage: 0 }, "discount_percentage", /1 to 100/],
    ["a percentage over 100", { discount_percentage: 101 }, "discount_percentage", /1 to 100/],
    ["a fractional percentage", { discount_percentage: 12.5 }, "discount_percentage", /whole number/],
    ["a missing percentage", { discount_percentage: null }, "discount_percentage", /1 to 100/],
    ["a fixed amount on a percentage", { discount_amount: "100" }, "discount_amount", /no fixed amount/],
    ["a zero maximum", { max_discount_amount: "0" }, "max_discount_amount", /more than ₹0/],
    [
      "a fixed amount of 0",
      {
        discount_type: "fixed",
        discount_percentage: null,
        discount_amount: "0.00",
        max_discount_amount: null,
      },
      "discount_amount",
      /more than ₹0/,
    ],
    [
      "a fixed discount with no amount",
      { discount_type: "fixed", discount_percentage: null, discount_amount: null, max_discount_amount: null },
      "discount_amount",
      /more than ₹0/,
    ],
    [
      "a maximum on a fixed discount",
      {
        discount_type: "fixed",
        discount_percentage: null,
        discount_amount: "100",
        max_discount_amount: "50",
      },
      "max_discount_amount",
      /Only a percentage/,
    ],
    [
      "a percentage on a fixed discount",
      { discount_type: "fixed", discount_amount: "100", max_discount_amount: null },
      "discount_percentage",
      /Only a percentage/,
    ],
    ["a negative minimum order", { min_order_amount: "-1" }, "min_order_amount", /rupees/],
    ["three decimals", { min_order_amount: "10.005" }, "min_order_amount", /two decimals/],
    ["an unknown type", { discount_type: "bogo" }, "discount_type", /percentage or fixed/],
    ["a blank name", { name: "  " }, "name", /required/],
    ["a date without its offset", { start_date: "2026-11-23T10:00" }, "start_date", /date and time/],
    ["a date in 2200", { end_date: "2200-01-01T00:00:00Z" }, "end_date", /2100/],
  ])("refuses %s with a field error (400)", async (_, change, field, message) => {
    const res = await admin("POST", "/offers/", validOffer(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]?.[0]).toMatch(message);
  });

  it("refuses the same mistakes on edit and leaves the offer as it was", async () => {
    const created = adminOffer.parse(
      (await admin("POST", "/offers/", validOffer({ name: "Keep me" }))).json(),
    );
    const res = await admin(
      "PUT",
      `/offers/${created.id}/`,
      validOffer({ name: "Broken", discount_percentage: 0 }),
    );
    expect(res.statusCode).toBe(400);
    expect(adminOffer.parse((await admin("GET", `/offers/${created.id}/`)).json()).name).toBe("Keep me");
  });

  it("counts paid orders that used an offer, and refuses to delete it once any order names it", async () => {
    const offer = await makeOffer(t.db);
    const buyer = await makeCustomer(t.db);
    await insertOrder(t.db, buyer.user.id, { offerId: offer.id, paymentStatus: "PAID" });
    await insertOrder(t.db, buyer.user.id, { offerId: offer.id, paymentStatus: "PAID" });
    await insertOrder(t.db, buyer.user.id, { offerId: offer.id, paymentStatus: "PENDING" });
    expect(adminOffer.parse((await admin("GET", `/offers/${offer.id}/`)).json()).times_used).toBe(2);
    const refused = await admin("DELETE", `/offers/${offer.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Deactivate it instead/);
    expect(await t.db.select().from(offers).where(eq(offers.id, offer.id))).toHaveLength(1);
  });

  it("deletes an unused offer, from the store at once, with an audit row; then answers 404", async () => {
    const { id } = adminOffer.parse((await admin("POST", "/offers/", validOffer({ name: "Gone" }))).json());
    expect((await publicOffers()).map((offer) => offer.id)).toContain(id);
    expect((await admin("DELETE", `/offers/${id}/`)).statusCode).toBe(204);
    expect((await publicOffers()).map((offer) => offer.id)).not.toContain(id);
    expect((await auditOf(id)).map((row) => row.action)).toEqual(["create", "delete"]);
    expect((await admin("GET", `/offers/${id}/`)).statusCode).toBe(404);
    expect((await admin("DELETE", `/offers/${id}/`)).statusCode).toBe(404);
    expect((await admin("PUT", `/offers/${id}/`, validOffer())).statusCode).toBe(404);
  });

  it("changes nothing, in the database or the store, when the audit row cannot be written", async () => {
    const { id } = adminOffer.parse((await admin("POST", "/offers/", validOffer({ name: "Stable" }))).json());
    await publicOffers();
    const failure = await failWrites(t.db, "audit_log", "insert");
    try {
      expect((await admin("PUT", `/offers/${id}/`, validOffer({ name: "Half" }))).statusCode).toBe(500);
      expect((await admin("POST", "/offers/", validOffer({ name: "Never" }))).statusCode).toBe(500);
      expect((await admin("DELETE", `/offers/${id}/`)).statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
    expect(row?.name).toBe("Stable");
    expect(await t.db.select().from(offers).where(eq(offers.name, "Never"))).toHaveLength(0);
    expect((await publicOffers()).find((offer) => offer.id === id)?.name).toBe("Stable");
  });

  it("lists offers newest first, a page at a time, by name and by status", async () => {
    await admin("POST", "/offers/", validOffer({ name: "Zeta 100% sure", is_active: false }));
    const page = adminOfferPage.parse((await admin("GET", "/offers/?page_size=2")).json());
    expect(page.page_size).toBe(2);
    expect(page.results).toHaveLength(2);
    expect(page.results[0]?.name).toBe("Zeta 100% sure");
    expect(page.count).toBeGreaterThan(2);
    const found = adminOfferPage.parse((await admin("GET", "/offers/?q=100%25")).json());
    expect(found.results.map((offer) => offer.name)).toEqual(["Zeta 100% sure"]);
    const off = adminOfferPage.parse((await admin("GET", "/offers/?status=inactive")).json());
    expect(off.results.every((offer) => !offer.is_active)).toBe(true);
    expect((await admin("GET", "/offers/?status=maybe")).statusCode).toBe(400);
  });

  it("is for staff only", async () => {
    const customer = await signInAs(t.db, { email: "not-staff@example.in" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/offers/",
      headers: customer.headers,
      payload: validOffer(),
    });
    expect(res.statusCode).toBe(403);
  });
});
