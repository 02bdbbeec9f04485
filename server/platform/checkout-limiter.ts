import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { type AttemptLimiter, attemptLimiterFor } from "./attempt-limits";
import { requireUser } from "./auth";
import { clientKey } from "./client-key";
import type { AppDeps } from "./deps";
import { AppError } from "./errors";
import { isServiceUnavailable } from "./unavailable-services";
import { waitText } from "./wait-text";

const limiters = new WeakMap<AppDeps, AttemptLimiter>();

/**
 * The one limiter of an app for everything the buying path counts (codes tried, orders started,
 * payments confirmed). One per app, not per route plugin: without Redis the counts live in its memory,
 * and apply_coupon and create_order must spend the same budget.
 */
export function checkoutLimiter(deps: AppDeps): AttemptLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = attemptLimiterFor(deps.redis);
    limiters.set(deps, limiter);
  }
  return limiter;
}

/** A client network in a limiter key: hashed, so Redis holds no list of shoppers' addresses. */
export const networkKey = (ip: string) =>
  createHash("sha256").update(clientKey(ip)).digest("hex").slice(0, 32);

const windowSeconds = 15 * 60;

/**
 * A route's preHandler that counts one `step` of checkout per customer and per client network
 * (CHECKOUT_ATTEMPTS_PER_*, in any 15 minutes) and answers 429 past either. The numbers leave an
 * honest shopper retrying failed payments far below them; they stop a script starting orders (and
 * gateway orders) by the dozen. When Redis does not answer the step goes through uncounted, as
 * rate-limits.ts does for payment confirmations: an outage must not stop the shop from selling.
 */
export function checkoutLimit(deps: AppDeps, step: "create_order" | "verify_payment") {
  const limiter = checkoutLimiter(deps);
  const { perCustomer, perIp } = deps.config.checkoutAttempts;
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    let result: Awaited<ReturnType<AttemptLimiter["hitAll"]>>;
    try {
      result = await limiter.hitAll([
        { key: `checkout:${step}:user:${user.id}`, limit: perCustomer, windowSeconds },
        { key: `checkout:${step}:ip:${networkKey(request.ip)}`, limit: perIp, windowSeconds },
      ]);
    } catch (error) {
      if (!isServiceUnavailable(error)) throw error;
      request.log.warn({ err: error, event: "checkout.limit_skipped" }, "checkout limits not counted");
      return;
    }
    if (result.allowed) return;
    const wait = result.retryAfterSeconds;
    throw new AppError(
      "rate_limited",
      `Too many checkout attempts. Please try again in ${waitText(wait)}.`,
      undefined,
      { "retry-after": String(wait) },
    );
  };
}
