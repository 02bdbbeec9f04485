import type { Config } from "@server/config";

/**
 * Why the configured gateway takes no real money: Razorpay's test keys (`rzp_test_…`, test cards only),
 * or the simulated gateway. Null when payments are real.
 */
export type PretendPayments = "razorpay_test_keys" | "simulated";

export function pretendPayments(config: Config): PretendPayments | null {
  if (!config.razorpay) return "simulated";
  return config.razorpay.keyId.startsWith("rzp_test_") ? "razorpay_test_keys" : null;
}

const warnings: Record<PretendPayments, string> = {
  razorpay_test_keys: "RAZORPAY_KEY_ID is a Razorpay test key (rzp_test_…): this store takes no real money",
  simulated: "PAYMENTS_SIMULATED_IN_PRODUCTION: this store takes no real money",
};

/**
 * A production store that takes pretend money says so at start-up, where whoever deployed it looks;
 * elsewhere pretend money is the point.
 */
export function warnOfPretendPayments(config: Config, log: { warn(obj: unknown, msg?: string): void }) {
  const pretend = pretendPayments(config);
  if (config.env !== "production" || !pretend) return;
  log.warn({ event: `payments.${pretend}_in_production` }, warnings[pretend]);
}
