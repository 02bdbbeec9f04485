import { idempotencyKeyHeader } from "@contract/idempotency-key";
import type { CreateOrderRequest, CreateOrderResponse } from "@contract/orders";
import { countCouponTry } from "@server/modules/offers/coupons.service";
import type { AuthUser } from "@server/platform/auth";
import { checkoutLimiter } from "@server/platform/checkout-limiter";
import type { AppDeps } from "@server/platform/deps";
import { invalid } from "@server/platform/errors";
import { type KeptAnswer, runOnce } from "@server/platform/idempotency-keys";
import { createOrder } from "./create-order.service";

/** The Idempotency-Key header's key, null without one, or a 400 naming what a key must be. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  const parsed = idempotencyKeyHeader.safeParse(header);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "";
    throw invalid(message, { "Idempotency-Key": [message] });
  }
  return parsed.data ?? null;
}

/**
 * POST /orders/create_order/ as the route runs it: at most once per Idempotency-Key (a repeat gets the
 * first answer), and a coupon code counted as a try against the budget apply_coupon spends too. The
 * code is counted only when the order is really attempted, not when a kept answer is given again.
 */
export async function placeOrder(
  deps: AppDeps,
  log: Parameters<typeof createOrder>[1],
  user: AuthUser,
  ip: string,
  key: string | null,
  input: CreateOrderRequest,
): Promise<KeptAnswer<CreateOrderResponse>> {
  const run = async () => {
    if (input.coupon_code) await countCouponTry(checkoutLimiter(deps), user.id, ip, input.coupon_code);
    return createOrder(deps, log, user, input);
  };
  if (key === null) return { body: await run(), replayed: false };
  return runOnce(deps.db, { userId: user.id, key, scope: "create_order", request: input }, run);
}
