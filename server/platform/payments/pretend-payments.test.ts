import { loadConfig } from "@server/config";
import { describe, expect, it } from "vitest";
import { pretendPayments, warnOfPretendPayments } from "./pretend-payments";

const keys = (keyId: string) => ({
  RAZORPAY_KEY_ID: keyId,
  RAZORPAY_KEY_SECRET: "key-secret-123",
  RAZORPAY_WEBHOOK_SECRET: "hook-secret-123",
});
const production = {
  NODE_ENV: "production",
  AUTH_SECRET: "x".repeat(40),
  PUBLIC_URL: "https://mithaas.in",
  SMTP_URL: "smtp://mail.example.in:587",
};

function warningsAtStart(env: Record<string, string>) {
  const lines: { obj: unknown; msg?: string }[] = [];
  warnOfPretendPayments(loadConfig(env), { warn: (obj, msg) => lines.push({ obj, msg }) });
  return lines;
}

describe("a store that takes pretend money", () => {
  it("warns at a production start with Razorpay test keys", () => {
    expect(warningsAtStart({ ...production, ...keys("rzp_test_AbC123") })).toEqual([
      {
        obj: { event: "payments.razorpay_test_keys_in_production" },
        msg: "RAZORPAY_KEY_ID is a Razorpay test key (rzp_test_…): this store takes no real money",
      },
    ]);
  });

  it("warns at a production start on the simulated gateway", () => {
    expect(warningsAtStart({ ...production, PAYMENTS_SIMULATED_IN_PRODUCTION: "true" })).toEqual([
      {
        obj: { event: "payments.simulated_in_production" },
        msg: "PAYMENTS_SIMULATED_IN_PRODUCTION: this store takes no real money",
      },
    ]);
  });

  it("says nothing with live keys, or outside production", () => {
    expect(warningsAtStart({ ...production, ...keys("rzp_live_AbC123") })).toEqual([]);
    expect(warningsAtStart(keys("rzp_test_AbC123"))).toEqual([]);
    expect(warningsAtStart({})).toEqual([]);
  });

  it("is told apart by the key id alone", () => {
    expect(pretendPayments(loadConfig(keys("rzp_test_AbC123")))).toBe("razorpay_test_keys");
    expect(pretendPayments(loadConfig(keys("rzp_live_AbC123")))).toBeNull();
    expect(pretendPayments(loadConfig({}))).toBe("simulated");
  });
});
