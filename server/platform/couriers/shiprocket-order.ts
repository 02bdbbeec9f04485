import { indiaDate, indiaMinute } from "@contract/india-time";
import type { Parcel, ProviderOrder } from "./courier-provider";

/** Shiprocket takes rupees as decimals; we hold paise. */
export const rupees = (paise: number) => paise / 100;
export const paiseOf = (rupeeAmount: unknown): number | null => {
  const value = typeof rupeeAmount === "string" ? Number(rupeeAmount) : rupeeAmount;
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
};

/** Shiprocket's ids are numbers in its JSON; ours are their decimal text. */
export const idValue = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/** "2026-10-19 14:05": the India wall-clock time Shiprocket shows as the order date. */
export function indiaOrderDate(at: Date): string {
  const minute = indiaMinute(at);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${indiaDate(at)} ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

export const parcelFields = (parcel: Parcel) => ({
  length: parcel.lengthCm,
  breadth: parcel.breadthCm,
  height: parcel.heightCm,
  weight: parcel.weightGrams / 1000,
});

/** A 10-digit Indian mobile number from however it was typed (+91, 0 or spaces in front). */
const tenDigits = (phone: string) => phone.replace(/\D/g, "").slice(-10);

/**
 * The create/adhoc body (decision 27's table): prepaid, shipped to the billing address, money in rupees
 * with `sub_total` the total paid (Shiprocket does not compute it). Texts go as they are: a city longer
 * than Shiprocket takes is its refusal for staff to read, not ours to cut.
 */
export function adhocOrderBody(order: ProviderOrder, pickupLocation: string) {
  const [firstName = "", ...rest] = order.customer.name.trim().split(/\s+/);
  return {
    order_id: order.channelOrderId,
    order_date: indiaOrderDate(order.orderedAt),
    pickup_location: pickupLocation,
    billing_customer_name: firstName,
    billing_last_name: rest.join(" "),
    billing_address: [order.customer.line1, order.customer.line2]
      .map((line) => line.trim())
      .filter(Boolean)
      .join(", "),
    billing_address_2: order.customer.landmark.trim(),
    billing_city: order.customer.city,
    billing_pincode: order.customer.pincode,
    billing_state: order.customer.state,
    billing_country: "India",
    billing_email: order.customer.email,
    billing_phone: tenDigits(order.customer.phone),
    shipping_is_billing: true,
    order_items: order.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: rupees(item.unitPaise),
      ...(item.hsn ? { hsn: item.hsn } : {}),
    })),
    payment_method: "Prepaid",
    shipping_charges: rupees(order.shippingPaise),
    total_discount: rupees(order.discountPaise),
    sub_total: rupees(order.totalPaise),
    ...parcelFields(order.parcel),
  };
}
