import type { DiscountFormValues } from "./discount-fields";

type DiscountWire = Omit<DiscountFormValues, "max_discount_amount"> & { max_discount_amount: string | null };

const day = 24 * 60 * 60 * 1000;

/** A new offer or coupon: 10% off, from this minute for a week, switched on. */
export function newDiscountValues(now = new Date()): DiscountFormValues {
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return {
    is_active: true,
    start_date: start.toISOString(),
    end_date: new Date(start.getTime() + 7 * day).toISOString(),
    min_order_amount: "0.00",
    discount_type: "percentage",
    discount_percentage: 10,
    discount_amount: null,
    max_discount_amount: "",
  };
}

/** A saved offer or coupon as its form's values (a blank box for "no maximum"). */
export function discountValuesOf(saved: DiscountWire): DiscountFormValues {
  return {
    is_active: saved.is_active,
    start_date: saved.start_date,
    end_date: saved.end_date,
    min_order_amount: saved.min_order_amount,
    discount_type: saved.discount_type,
    discount_percentage: saved.discount_percentage,
    discount_amount: saved.discount_amount,
    max_discount_amount: saved.max_discount_amount ?? "",
  };
}
