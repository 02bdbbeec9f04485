import type { ApplyCouponRequest, ApplyCouponResponse } from "@contract/coupons";
import { paiseToDecimal } from "@contract/money";
import { bestOffer } from "@contract/offer-rules";
import { subtotalPaise } from "@contract/pricing";
import type { Db } from "@server/db/connect";
import type { AttemptLimiter } from "@server/platform/attempt-limits";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { loadCartLines, loadLiveOffers } from "./checkout.repository";
import { CouponRefused, couponMessage, usableCoupon } from "./coupon-rules";
import { countCouponTry } from "./coupon-tries";

/** The customer's cart as coupons see it: the subtotal of its live lines and the automatic offer's discount. */
export async function cartForCoupons(db: Db, userId: number, now: Date) {
  const lines = await loadCartLines(db, userId);
  const subtotal = subtotalPaise(lines.filter((line) => line.isActive));
  const offerDiscount = bestOffer(await loadLiveOffers(db, now), subtotal, now)?.discountPaise ?? 0;
  return { subtotalPaise: subtotal, offerDiscountPaise: offerDiscount };
}

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
