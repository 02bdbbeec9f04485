import type { ApplyCouponRequest, ApplyCouponResponse } from "@contract/coupons";
import { paiseToDecimal } from "@contract/money";
import { bestOffer } from "@contract/offer-rules";
import { subtotalPaise } from "@contract/pricing";
import type { Db } from "@server/db/connect";
import type { AttemptLimiter } from "@server/platform/attempt-limits";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { CodedRefusal } from "@server/platform/errors";
import { CouponRefused, couponMessage, usableCoupon } from "./coupon-rules";
import { countCouponTry } from "./coupon-tries";
import { cartLinesOnSale } from "./coupons.repository";
import { loadLiveOffers } from "./offers.repository";

/** What checkout (create_order) and orders (a late payment taking its coupon use again) call. */
export { type UsableCoupon, usableCoupon } from "./coupon-rules";
export { countCouponTry } from "./coupon-tries";
export { couponUseLeft } from "./coupon-use-again";

/** The customer's cart as coupons see it: the subtotal of its live lines and the automatic offer's discount. */
export async function cartForCoupons(db: Db, userId: number, now: Date) {
  const subtotal = subtotalPaise(await cartLinesOnSale(db, userId));
  const offerDiscount = bestOffer(await loadLiveOffers(db, now), subtotal, now)?.discountPaise ?? 0;
  return { subtotalPaise: subtotal, offerDiscountPaise: offerDiscount };
}

/**
 * apply_coupon answers every refusal 400 with its reason in `code`, a use limit too (create_order
 * answers that one 409), and 429 past the tries (product §7).
 */
const answerOf = (refusal: CouponRefused) =>
  new CodedRefusal(
    refusal.kind === "rate_limited" ? "rate_limited" : "invalid",
    refusal.code,
    refusal.message,
    refusal.headers,
  );

/**
 * POST /orders/apply_coupon/: the coupon's discount on the customer's own cart as it is now (the
 * `amount` sent is not trusted). Nothing is reserved: create_order counts the uses again under a lock.
 */
export async function applyCoupon(
  deps: Pick<AppDeps, "db">,
  limiter: AttemptLimiter,
  user: AuthUser,
  ip: string,
  input: ApplyCouponRequest,
): Promise<ApplyCouponResponse> {
  try {
    return await couponOnCart(deps, limiter, user, ip, input);
  } catch (error) {
    throw error instanceof CouponRefused ? answerOf(error) : error;
  }
}

async function couponOnCart(
  deps: Pick<AppDeps, "db">,
  limiter: AttemptLimiter,
  user: AuthUser,
  ip: string,
  input: ApplyCouponRequest,
): Promise<ApplyCouponResponse> {
  await countCouponTry(limiter, user.id, ip, input.code);
  const now = new Date();
  const { subtotalPaise: subtotal, offerDiscountPaise: offerDiscount } = await cartForCoupons(
    deps.db,
    user.id,
    now,
  );
  if (subtotal <= 0) throw new CouponRefused("empty_cart", couponMessage("empty_cart"));
  const { row, discountPaise } = await usableCoupon(deps.db, {
    code: input.code,
    userId: user.id,
    subtotalPaise: subtotal,
    offerDiscountPaise: offerDiscount,
    now,
  });
  return {
    message: "Coupon applied successfully!",
    code: row.code,
    discount_amount: paiseToDecimal(discountPaise),
    subtotal: paiseToDecimal(subtotal),
    offer_discount: paiseToDecimal(offerDiscount),
    coupon: {
      id: row.id,
      code: row.code,
      description: row.description,
      discount_type: row.discountType,
      discount_percentage: row.discountPercentage,
      discount_amount: row.discountAmountPaise === null ? null : paiseToDecimal(row.discountAmountPaise),
      max_discount_amount:
        row.maxDiscountAmountPaise === null ? null : paiseToDecimal(row.maxDiscountAmountPaise),
      min_order_amount: paiseToDecimal(row.minOrderAmountPaise),
      start_date: row.startsAt.toISOString(),
      end_date: row.endsAt.toISOString(),
    },
  };
}
