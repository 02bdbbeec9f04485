import type { PolicyKey } from "@contract/content";
import { sanitizeStaffHtml } from "@server/platform/html";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policies } from "../schema";
import { demoStore } from "./data/demo-store";
import { earlierDemoTexts, refreshUntouchedDemoPolicies, sha256 } from "./refresh-demo-policies";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const oldDemoText = "<h2>Privacy Policy</h2><p>We store your password only as a secure hash.</p>";
const earlier: Record<PolicyKey, string[]> = {
  privacy_policy: [sha256(oldDemoText)],
  terms_conditions: [sha256(oldDemoText)],
  return_refund_policy: [],
  shipping_policy: [],
  about_us: [],
};

async function stored(key: PolicyKey) {
  const [row] = await t.db.select().from(policies).where(eq(policies.key, key));
  return row;
}

const current = (key: PolicyKey) =>
  sanitizeStaffHtml(demoStore.policies.find((policy) => policy.key === key)?.html ?? "");

describe("refreshUntouchedDemoPolicies", () => {
  it("replaces an earlier demo text nobody edited and leaves what staff wrote alone", async () => {
    await t.db.update(policies).set({ contentHtml: oldDemoText }).where(eq(policies.key, "privacy_policy"));
    await t.db
      .update(policies)
      .set({ contentHtml: "<p>Written by our staff.</p>" })
      .where(eq(policies.key, "terms_conditions"));
    const before = await stored("privacy_policy");

    expect(await refreshUntouchedDemoPolicies(t.db, demoStore.policies, earlier)).toEqual(["privacy_policy"]);
    const privacy = await stored("privacy_policy");
    expect(privacy?.contentHtml).toBe(current("privacy_policy"));
    expect(privacy?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? 0);
    expect((await stored("terms_conditions"))?.contentHtml).toBe("<p>Written by our staff.</p>");
    expect((await stored("about_us"))?.contentHtml).toBe(current("about_us"));
  });

  it("changes nothing the second time", async () => {
    expect(await refreshUntouchedDemoPolicies(t.db, demoStore.policies, earlier)).toEqual([]);
  });

  it("knows every policy's earlier demo text, and never the current one", () => {
    for (const policy of demoStore.policies) {
      const known = earlierDemoTexts[policy.key];
      expect(known.length, policy.key).toBeGreaterThan(0);
      for (const hash of known) expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(known).not.toContain(sha256(sanitizeStaffHtml(policy.html)));
    }
  });
});
