import { formatAmount } from "@web/lib/format-money";

export type Discounted = {
  discount_type: "percentage" | "fixed";
  discount_percentage: number | null;
  discount_amount: string | null;
  max_discount_amount: string | null;
  min_order_amount: string;
};

/** "15% off, up to ₹300" or "₹250 off", with the minimum order when there is one. */
export function discountText(item: Discounted): string {
  const off =
    item.discount_type === "percentage"
      ? `${item.discount_percentage ?? 0}% off${item.max_discount_amount ? `, up to ${formatAmount(item.max_discount_amount)}` : ""}`
      : `${formatAmount(item.discount_amount ?? "0")} off`;
  return Number.parseFloat(item.min_order_amount) > 0
    ? `${off} on orders from ${formatAmount(item.min_order_amount)}`
    : off;
}

export type Scheduled = { is_active: boolean; start_date: string; end_date: string };

/** Where an offer or coupon stands now: switched off, not started, running, or over. */
export function runState(item: Scheduled, now = Date.now()) {
  if (!item.is_active) return { label: "Off", tone: "grey" } as const;
  if (now < Date.parse(item.start_date)) return { label: "Scheduled", tone: "amber" } as const;
  if (now > Date.parse(item.end_date)) return { label: "Ended", tone: "grey" } as const;
  return { label: "Live", tone: "green" } as const;
}
