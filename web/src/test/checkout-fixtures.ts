import type { Address } from "@contract/address";
import type { Cart } from "@contract/cart";
import type { DeliveryCalendarResponse, DeliveryCheckResponse } from "@contract/delivery";
import type { Offer } from "@contract/offers";

/** Checkout's world in tests: a ₹1,599 cart of two lines, a Pune and a Srinagar address, a 10% offer. */
const product = (id: number, name: string, price: string) => ({
  id,
  name,
  main_image: `/media/${id}.webp`,
  is_customizable: false,
  price,
  discounted_price: null,
  stock: 10,
});
export const cart: Cart = {
  total: "1599.00",
  count: 3,
  items: [
    {
      id: 11,
      quantity: 2,
      price: "650.00",
      subtotal: "1300.00",
      is_customized: false,
      product: product(1, "Dark Truffle Box", "650.00"),
      is_available: true,
      unavailable_reason: null,
      customization_summary: null,
    },
    {
      id: 12,
      quantity: 1,
      price: "299.00",
      subtotal: "299.00",
      is_customized: false,
      product: product(2, "Almond Rocher", "299.00"),
      is_available: true,
      unavailable_reason: null,
      customization_summary: null,
    },
  ],
};
export const pune: Address = {
  id: 5,
  full_name: "Asha Rao",
  phone: "9876543210",
  house_no: "Flat 4B",
  street: "North Main Road",
  landmark: "",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
  is_default: true,
};
export const srinagar: Address = {
  ...pune,
  id: 6,
  full_name: "Asha in Srinagar",
  city: "Srinagar",
  pincode: "190001",
};
export const festive: Offer = {
  id: 3,
  name: "Festive 10% Off",
  is_active: true,
  start_date: "2020-01-01T00:00:00Z",
  end_date: "2099-01-01T00:00:00Z",
  min_order_amount: "1499.00",
  discount_type: "percentage",
  discount_percentage: 10,
  discount_amount: null,
  max_discount_amount: "500.00",
};
export const served: DeliveryCheckResponse = {
  available: true,
  pincode: "411001",
  shipping_options: {
    standard: { name: "Standard", code: "S", days: 2, charge: "49.00", free_shipping_value: "999.00" },
    express: { name: "Express", code: "E", days: 1, charge: "149.00", free_shipping_value: "2999.00" },
  },
  hand_delivery: null,
  unavailable_reason: null,
};
export const unserved: DeliveryCheckResponse = {
  available: false,
  pincode: "190001",
  shipping_options: { standard: null, express: null },
  hand_delivery: null,
  unavailable_reason: null,
};
export const courierOnly: DeliveryCalendarResponse = {
  area: null,
  now: "2026-10-19T07:10:00.000Z",
  same_day_order_by: null,
  courier_allowed: true,
  courier_refusal: null,
  terms: null,
  dates: [],
};
/** create_order's 201 for the Express order of the cart (₹1,588). */
export const created = {
  key: "rzp_simulated_mithaas",
  amount: 158800,
  razorpay_order_id: "order_sim_1",
  order_key: "key-1",
  order_id: 42,
  order_number: "MTH-1001",
  currency: "INR",
  checkout_script: "/simulated-checkout.js",
  name: "Mithaas",
  prefill: { name: "Asha Rao", email: "asha@example.in", contact: "9876543210" },
};

type SlotWire = DeliveryCalendarResponse["dates"][number]["slots"][number];

/** Pune's seeded slots (decision 24 "Seed"), open and roomy unless a date says otherwise. */
export function slot(id: 1 | 2 | 3 | 4 | 5, overrides: Partial<SlotWire> = {}): SlotWire {
  const seeded = {
    1: { kind: "window", label: "9 AM–1 PM", fee: "0.00" },
    2: { kind: "window", label: "1–5 PM", fee: "0.00" },
    3: { kind: "window", label: "5–9 PM", fee: "0.00" },
    4: { kind: "fixed_time", label: "Fixed time, 8 PM", fee: "199.00" },
    5: { kind: "midnight", label: "Midnight, 11–11:59 PM", fee: "249.00" },
  } as const;
  return { id, ...seeded[id], places_left: null, available: true, reason: null, ...overrides };
}

/**
 * Pune's calendar at 12:40 IST on Mon 19 Oct 2026: today's morning and afternoon slots closed (3 h
 * notice), three places left at 5–9 PM, the cut-off at 2 PM (1 h 20 min away); tomorrow's midnight full;
 * Wednesday blocked.
 */
export const handCalendar: DeliveryCalendarResponse = {
  area: "Pune",
  now: "2026-10-19T07:10:00.000Z",
  same_day_order_by: "2026-10-19T08:30:00.000Z",
  courier_allowed: true,
  courier_refusal: null,
  terms: { charge: "49.00", free_shipping_value: "999.00", days: 0 },
  dates: [
    {
      date: "2026-10-19",
      available: true,
      reason: null,
      slots: [
        slot(1, { available: false, reason: "Closed" }),
        slot(2, { available: false, reason: "Closed" }),
        slot(3, { places_left: 3 }),
        slot(4),
        slot(5),
      ],
    },
    {
      date: "2026-10-20",
      available: true,
      reason: null,
      slots: [slot(1), slot(2), slot(3), slot(4), slot(5, { available: false, reason: "Full" })],
    },
    { date: "2026-10-21", available: false, reason: "No deliveries on Diwali, 21 Oct", slots: [] },
  ],
};
