import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterEach, describe, expect, it } from "vitest";

const razorpay = (keyId: string) => ({
  RAZORPAY_KEY_ID: keyId,
  RAZORPAY_KEY_SECRET: "key-secret-123",
  RAZORPAY_WEBHOOK_SECRET: "hook-secret-123",
});

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function testPaymentsSeenByStaff(env: Record<string, string>) {
  t = await createTestApp({ seed: false, env });
  const staff = await signInAsStaff(t.db);
  const res = await t.app.inject({ url: "/api/admin/me/", headers: staff.headers });
  expect(res.statusCode).toBe(200);
  return res.json().test_payments;
}

describe("the back office is told when the store takes no real money", () => {
  it("with Razorpay test keys", async () => {
    expect(await testPaymentsSeenByStaff(razorpay("rzp_test_AbC123"))).toBe("razorpay_test_keys");
  });

  it("not with Razorpay live keys", async () => {
    expect(await testPaymentsSeenByStaff(razorpay("rzp_live_AbC123"))).toBeNull();
  });
});
