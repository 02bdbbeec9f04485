import { randomBytes } from "node:crypto";
import { sessions } from "@server/db/schema/auth";
import { recordAudit } from "@server/platform/audit-log";
import { hashToken } from "@server/platform/auth";
import { signInAs, signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const hour = 60 * 60 * 1000;
const adminRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith("/api/admin/"));
const fill = (url: string) => url.replace(/:(\w+)/g, "1");

describe("the back office API", () => {
  it("answers 401 to a guest and 403 to a customer on every admin route, before reading the body", async () => {
    const routes = adminRoutes();
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(["GET /api/admin/me/", "GET /api/admin/audit/"]),
    );
    const customer = await signInAs(t.db, { email: "shopper@example.in" });
    const wrong: string[] = [];
    for (const route of routes) {
      const method = route.method as "GET";
      const url = fill(route.url);
      // A body that parses nowhere: the guard must answer before validation would.
      const payload = method === "GET" || method === "DELETE" ? undefined : "{not json";
      const guest = await t.app.inject({
        method,
        url,
        payload,
        headers: { "content-type": "application/json" },
      });
      const shopper = await t.app.inject({
        method,
        url,
        payload,
        headers: { ...customer.headers, "content-type": "application/json" },
      });
      if (guest.statusCode !== 401) wrong.push(`${method} ${url} guest ${guest.statusCode}`);
      if (shopper.statusCode !== 403) wrong.push(`${method} ${url} customer ${shopper.statusCode}`);
      else expect(shopper.json()).toEqual({ message: "This area is for Mithaas staff only" });
    }
    expect(wrong).toEqual([]);
  });

  it("tells staff who they are, with no-store", async () => {
    const staff = await signInAsStaff(t.db, "owner@mithaas.in");
    const res = await t.app.inject({ url: "/api/admin/me/", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      id: staff.user.id,
      email: "owner@mithaas.in",
      first_name: "Priya",
      last_name: "Sharma",
      // The test app pays through the simulated gateway.
      test_payments: "simulated",
    });
  });

  it("ends a staff session one working day after sign-in, however recently it was used", async () => {
    const staff = await signInAsStaff(t.db);
    const startedHoursAgo = async (hours: number) => {
      const token = randomBytes(32).toString("base64url");
      const now = Date.now();
      await t.db.insert(sessions).values({
        userId: staff.user.id,
        tokenHash: hashToken(token),
        createdAt: new Date(now - hours * hour),
        lastUsedAt: new Date(now - 60_000),
        expiresAt: new Date(now + 24 * hour),
      });
      return { authorization: `Bearer ${token}` };
    };
    expect(
      (await t.app.inject({ url: "/api/admin/me/", headers: await startedHoursAgo(11) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: "/api/admin/me/", headers: await startedHoursAgo(13) })).statusCode,
    ).toBe(401);
  });

  it("lists audit rows newest first, a page at a time, filtered by record", async () => {
    const staff = await signInAsStaff(t.db, "auditor@mithaas.in");
    for (let n = 1; n <= 3; n++) {
      await recordAudit(t.db, staff.user, {
        action: "update",
        entity: "product",
        entityId: n,
        before: { stock: n },
        after: { stock: n + 1 },
      });
    }
    await recordAudit(t.db, staff.user, {
      action: "create",
      entity: "coupon",
      entityId: 9,
      after: { code: "X" },
    });
    const page = await t.app.inject({
      url: "/api/admin/audit/?entity=product&page_size=2",
      headers: staff.headers,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect(body.results.map((row: { entity_id: string }) => row.entity_id)).toEqual(["3", "2"]);
    expect(body.results[0]).toMatchObject({
      staff_email: "auditor@mithaas.in",
      action: "update",
      before: { stock: 3 },
      after: { stock: 4 },
    });
    const one = await t.app.inject({
      url: "/api/admin/audit/?entity=coupon&entity_id=9",
      headers: staff.headers,
    });
    expect(one.json().results).toHaveLength(1);
    const bad = await t.app.inject({ url: "/api/admin/audit/?page=0", headers: staff.headers });
    expect(bad.statusCode).toBe(400);
  });
});
