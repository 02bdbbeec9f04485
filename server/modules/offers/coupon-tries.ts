import { createHash } from "node:crypto";
import type { AttemptLimiter } from "@server/platform/attempt-limits";
import { networkKey } from "@server/platform/checkout-limiter";
import { waitText } from "@server/platform/wait-text";
import { CouponRefused } from "./coupon-rules";

/** Codes tried per customer and per client network in 15 minutes: plenty to re-apply, too few to guess. */
export const couponTriesPerCustomer = 20;
export const couponTriesPerIp = 60;
const windowSeconds = 15 * 60;

/**
 * Counts one try of `code` against the one budget every call that tests a code spends (apply_coupon,
 * create_order), or refuses with 429. A try is a code not yet counted for this customer in the window:
 * the code the checkout applied and sends again with create_order, or re-applies after a change of
 * shipping, costs nothing more, so only new guesses spend the budget. The first rule marks the code as
 * counted; when it is already full the code was counted before (also by a request running at the same
 * moment) and nothing more is recorded.
 */
export async function countCouponTry(
  limiter: AttemptLimiter,
  userId: number,
  ip: string,
  code: string,
): Promise<void> {
  const codeKey = createHash("sha256").update(code).digest("hex").slice(0, 32);
  const result = await limiter.hitAll([
    { key: `coupon:counted:${userId}:${codeKey}`, limit: 1, windowSeconds },
    { key: `coupon:user:${userId}`, limit: couponTriesPerCustomer, windowSeconds },
    { key: `coupon:ip:${networkKey(ip)}`, limit: couponTriesPerIp, windowSeconds },
  ]);
  if (result.allowed || result.blockedBy === 0) return;
  throw new CouponRefused(
    "too_many_attempts",
    `Too many coupon attempts. Please try again in ${waitText(result.retryAfterSeconds)}.`,
    "rate_limited",
    { "retry-after": String(result.retryAfterSeconds) },
  );
}
