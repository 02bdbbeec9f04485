import { adminShippingZone, adminShippingZonePage } from "@contract/admin/shipping-views";
import { auditLog } from "@server/db/schema/audit";
import { shippingZonePincodes, shippingZones } from "@server/db/schema/shipping";
import { checkDelivery } from "@server/testing/delivery-check";
import { failWrites } from "@server/testing/fail-writes";
import { itRace, together } from "@server/testing/race";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let staff: Awaited<ReturnType<typeof signInAsStaff>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await signInAsStaff(t.db, "zones@mithaas.in");
});
afterAll(() => t.close());

const validZone = (overrides: Record<string, unknown> = {}) => ({
  name: "Goa",
  is_active: true,
  pincodes: "403",
  standard: { days: 4, charge: "79", free_shipping_value: "1499.00" },
  express: { days: 2, charge: 149, free_shipping_value: "2999" },
  ...overrides,
});

const admin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, payload });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin("POST", "/shipping-zones/", validZone(overrides));
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return adminShippingZone.parse(res.json());
};
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "shipping_zone"), eq(auditLog.entityId, String(id))));

describe("staff shipping zones", () => {
  it("creates a zone that the delivery check serves at once, with an audit row", async () => {
    expect((await checkDelivery(t, "403001")).available).toBe(false); // primes the public cache
    const zone = await create();
    expect(zone).toMatchObject({
      name: "Goa",
      courier_enabled: true,
      local_delivery: null,
      pincodes: ["403"],
      standard: { days: 4, charge: "79.00", free_shipping_value: "1499.00" },
      express: { days: 2, charge: "149.00", free_shipping_value: "2999.00" },
    });
    expect(await checkDelivery(t, "403001")).toEqual({
      available: true,
      pincode: "403001",
      shipping_options: {
        standard: { name: "Standard", code: "S", days: 4, charge: "79.00", free_shipping_value: "1499.00" },
        express: { name: "Express", code: "E", days: 2, charge: "149.00", free_shipping_value: "2999.00" },
      },
      hand_delivery: null,
      unavailable_reason: null,
    });
    const [row] = await auditOf(zone.id);
    expect(row).toMatchObject({ action: "create", staffEmail: "zones@mithaas.in" });
    expect(row?.after).toMatchObject({ pincodes: ["403"] });
  });

  it("edits pincodes and terms, drops express, and switches a zone off, each shown at once", async () => {
    const zone = await create({ name: "Kerala", pincodes: ["682", "683"] });
    expect((await checkDelivery(t, "683101")).available).toBe(true);
    const edited = await admin(
      "PUT",
      `/shipping-zones/${zone.id}/`,
      validZone({ name: "Kochi", pincodes: "682,\n680001 - 680999", express: null }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ pincodes: ["682", "680001-680999"], express: null });
    expect((await checkDelivery(t, "683101")).available).toBe(false);
    expect(await checkDelivery(t, "680500")).toMatchObject({
      available: true,
      shipping_options: { standard: { days: 4 }, express: null },
    });
    expect((await admin("POST", `/shipping-zones/${zone.id}/active/`, { is_active: false })).statusCode).toBe(
      200,
    );
    expect((await checkDelivery(t, "682001")).available).toBe(false);
    const rows = await auditOf(zone.id);
    expect(rows.map((row) => row.action)).toEqual(["create", "update", "deactivate"]);
    expect(rows[1]?.before).toMatchObject({ name: "Kerala", pincodes: ["682", "683"] });
    expect(rows[1]?.after).toMatchObject({ name: "Kochi", express: null });
  });

  it("refuses a prefix or range another zone already serves, naming the zone (409)", async () => {
    await create({ name: "Pune", pincodes: "411, 110001-110050" });
    const clash = await admin(
      "POST",
      "/shipping-zones/",
      validZone({ name: "Pune again", pincodes: "412 411" }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: "411 is already served by Pune (411)",
      errors: { pincodes: ["411 is already served by Pune (411)"] },
    });
    const overlap = await admin(
      "POST",
      "/shipping-zones/",
      validZone({ name: "Delhi", pincodes: "110040-110099" }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().errors.pincodes[0]).toBe("110040-110099 is already served by Pune (110001-110050)");
    expect(await t.db.select().from(shippingZones).where(eq(shippingZones.name, "Pune again"))).toHaveLength(
      0,
    );
  });

  it("lets a longer prefix or a narrower range carve a city out of another zone (the longest prefix wins)", async () => {
    await create({ name: "Tamil Nadu", pincodes: "63, 620001-629999", express: null });
    const city = await create({ name: "Chennai", pincodes: "600, 621000-621999" });
    await create({ name: "Karnataka", pincodes: "56", express: null });
    await create({ name: "Bengaluru", pincodes: "560" });
    expect((await checkDelivery(t, "600042")).shipping_options.express).not.toBeNull();
    expect((await checkDelivery(t, "621500")).shipping_options.express).not.toBeNull();
    expect((await checkDelivery(t, "625001")).shipping_options.express).toBeNull();
    expect((await checkDelivery(t, "560001")).shipping_options.express).not.toBeNull();
    expect((await checkDelivery(t, "570001")).shipping_options.express).toBeNull();
    expect(city.pincodes).toEqual(["600", "621000-621999"]);
  });

  it("keeps a zone's own pincodes when it is saved again", async () => {
    const zone = await create({ name: "Assam", pincodes: "781, 782" });
    const again = await admin(
      "PUT",
      `/shipping-zones/${zone.id}/`,
      validZone({ name: "Assam", pincodes: "781" }),
    );
    expect(again.statusCode).toBe(200);
    expect(
      await t.db.select().from(shippingZonePincodes).where(eq(shippingZonePincodes.zoneId, zone.id)),
    ).toHaveLength(1);
  });

  it.each([
    [
      "a negative charge",
      { standard: { days: 3, charge: "-1", free_shipping_value: "0" } },
      "standard.charge",
    ],
    ["0 standard days", { standard: { days: 0, charge: "0", free_shipping_value: "0" } }, "standard.days"],
    ["fractional days", { standard: { days: 1.5, charge: "0", free_shipping_value: "0" } }, "standard.days"],
    [
      "a negative free-shipping value",
      { express: { days: 1, charge: "99", free_shipping_value: "-5" } },
      "express.free_shipping_value",
    ],
    [
      "express slower than standard",
      { express: { days: 5, charge: "99", free_shipping_value: "0" } },
      "express.days",
    ],
    ["a prefix starting with 0", { pincodes: "041" }, "pincodes"],
    ["a seven-digit prefix", { pincodes: "4110011" }, "pincodes"],
    ["letters", { pincodes: "41a" }, "pincodes"],
    ["a falling range", { pincodes: "110099-110001" }, "pincodes"],
    ["no pincodes", { pincodes: " , " }, "pincodes"],
    ["a blank name", { name: "" }, "name"],
    ["no standard terms", { standard: null }, "standard"],
  ])("refuses %s with a field error (400)", async (_, change, field) => {
    const res = await admin(
      "POST",
      "/shipping-zones/",
      validZone({ name: "Bad", pincodes: "799", ...change }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it("names the entries that are not prefixes or ranges", async () => {
    const res = await admin("POST", "/shipping-zones/", validZone({ pincodes: "799, 0xx, 12-34" }));
    expect(res.json().errors.pincodes).toEqual([
      "Not a pincode prefix (1–6 digits, not starting with 0) or range like 110001-110096: 0xx, 12-34",
    ]);
  });

  itRace("lets one of several zones claiming the same range at the same moment have it", async () => {
    const results = await together(5, (i) =>
      admin("POST", "/shipping-zones/", validZone({ name: `Racer ${i}`, pincodes: "190001-190099" })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const claimed = await t.db
      .select()
      .from(shippingZonePincodes)
      .where(eq(shippingZonePincodes.rangeStart, 190001));
    expect(claimed).toHaveLength(1);
  });

  it("changes nothing when the audit row cannot be written", async () => {
    const zone = await create({ name: "Odisha", pincodes: "751" });
    const failure = await failWrites(t.db, "audit_log", "insert");
    try {
      const res = await admin(
        "PUT",
        `/shipping-zones/${zone.id}/`,
        validZone({ name: "Odisha", pincodes: "752" }),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    expect((await checkDelivery(t, "751001")).available).toBe(true);
    expect((await checkDelivery(t, "752001")).available).toBe(false);
  });

  it("deletes a zone and its pincodes, gone from the delivery check at once", async () => {
    const zone = await create({ name: "Sikkim", pincodes: "737" });
    expect((await checkDelivery(t, "737101")).available).toBe(true);
    expect((await admin("DELETE", `/shipping-zones/${zone.id}/`)).statusCode).toBe(204);
    expect((await checkDelivery(t, "737101")).available).toBe(false);
    expect((await auditOf(zone.id)).map((row) => row.action)).toEqual(["create", "delete"]);
    expect((await admin("GET", `/shipping-zones/${zone.id}/`)).statusCode).toBe(404);
  });

  it("lists zones newest first, found by name or by a pincode they serve", async () => {
    const zone = await create({ name: "Bihar", pincodes: "800, 845001-845999" });
    const page = adminShippingZonePage.parse((await admin("GET", "/shipping-zones/?page_size=1")).json());
    expect(page.results.map((z) => z.id)).toEqual([zone.id]);
    const byName = adminShippingZonePage.parse((await admin("GET", "/shipping-zones/?q=bih")).json());
    expect(byName.results.map((z) => z.name)).toEqual(["Bihar"]);
    for (const q of ["800", "800001", "845500", "8"]) {
      const found = adminShippingZonePage.parse((await admin("GET", `/shipping-zones/?q=${q}`)).json());
      expect(
        found.results.map((z) => z.name),
        q,
      ).toContain("Bihar");
    }
    const none = adminShippingZonePage.parse((await admin("GET", "/shipping-zones/?q=846001")).json());
    expect(none.results.map((z) => z.name)).not.toContain("Bihar");
  });
});
