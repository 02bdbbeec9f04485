import { z } from "zod";
import { decimalAmount } from "../catalog";
import { orderTaxDocument } from "../invoices";
import { orderAddress, orderStatuses, paymentStatuses } from "../orders";
import { oneLineText } from "../text";
import { adminPage, adminPageQuery } from "./paging";

const dateMessage = (label: string) => `${label} must be a date (YYYY-MM-DD)`;

/** A calendar day as YYYY-MM-DD that exists (no 31 February). */
const calendarDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage(label))
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    }, dateMessage(label));

/**
 * GET /api/admin/orders/: the order queue, newest first. `placed_from`/`placed_to` are India calendar
 * days, both included; `q` finds an order by its number, the customer's e-mail or a phone number.
 */
export const adminOrderQuery = adminPageQuery
  .extend({
    order_status: z.enum(orderStatuses, { error: "Choose an order status" }).optional(),
    payment_status: z.enum(paymentStatuses, { error: "Choose a payment status" }).optional(),
    placed_from: calendarDay("From").optional(),
    placed_to: calendarDay("To").optional(),
    refund_due: z.enum(["true"], { error: "refund_due can only be true" }).optional(),
    q: oneLineText("Search", 100).optional(),
  })
  .refine((query) => !query.placed_from || !query.placed_to || query.placed_from <= query.placed_to, {
    path: ["placed_to"],
    message: "To must not be before From",
  });
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

/**
 * A payment that reached its order after it was cancelled, and could not revive it, goes back by
 * itself through the gateway: "pending" until the first try, "retrying" after a failed one (the next
 * at `next_attempt_at`), "refunded" once the gateway took it back (at `refunded_at`).
 */
export const automaticRefundStatuses = ["pending", "retrying", "refunded"] as const;
export const automaticRefund = z.object({
  status: z.enum(automaticRefundStatuses),
  failed_attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type AutomaticRefund = z.infer<typeof automaticRefund>;

/**
 * One row of the queue. `item_count` counts units (two boxes of one product are 2); `automatic_refund`
 * says how a refund still due is going (null when none is).
 */
export const adminOrderRow = z.object({
  id: z.number(),
  order_number: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  total_amount: decimalAmount,
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  item_count: z.number(),
  refund_due: z.boolean(),
  automatic_refund: z.enum(["pending", "retrying"]).nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

export const adminOrderPage = adminPage(adminOrderRow);
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

/** A customer's photo: a link that works for 15 minutes (an `<img>` sends no token) and a file name. */
export const adminOrderPhoto = z.object({ url: z.string(), filename: z.string() });
export type AdminOrderPhoto = z.infer<typeof adminOrderPhoto>;

export const adminOrderItem = z.object({
  id: z.number(),
  product: z.number().nullable(),
  product_name: z.string(),
  product_image: z.string(),
  quantity: z.number(),
  price: decimalAmount,
  subtotal: decimalAmount,
  customizations: z.array(
    z.object({ field: z.string(), text: z.string().nullable(), photos: z.array(adminOrderPhoto) }),
  ),
});
export type AdminOrderItem = z.infer<typeof adminOrderItem>;

/** A line of the order's history; `staff_email` is null for the shop's own changes (payment, expiry). */
export const adminOrderEvent = z.object({
  id: z.number(),
  created_at: z.string(),
  kind: z.string(),
  from_status: z.enum(orderStatuses).nullable(),
  to_status: z.enum(orderStatuses).nullable(),
  staff_email: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEvent>;

/** What staff may do next with an order; the server decides, the screen shows these buttons. */
export const adminOrderActions = ["ship", "deliver", "cancel", "refund"] as const;
export type AdminOrderAction = (typeof adminOrderActions)[number];

/**
 * GET /api/admin/orders/{id}/ and the answer of every status move. Hand delivery (`shipping_method` L,
 * decision 24): `delivery_date` and `delivery_slot_label` as promised (`expected_delivery` is then that
 * date) and the slot fee among the amounts; the gift card and when the order was packed.
 */
export const adminOrder = z.object({
  id: z.number(),
  order_number: z.string(),
  created_at: z.string(),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  refund_due: z.boolean(),
  automatic_refund: automaticRefund.nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  customer: z.object({ id: z.number(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  address: orderAddress,
  shipping_method: z.enum(["S", "E", "L"]),
  shipping_method_name: z.string(),
  expected_delivery: z.string(),
  delivery_date: z.string().nullable(),
  delivery_slot_label: z.string().nullable(),
  gift_message: z.string().nullable(),
  gift_from: z.string().nullable(),
  packed_at: z.string().nullable(),
  amounts: z.object({
    subtotal: decimalAmount,
    offer_name: z.string().nullable(),
    offer_discount: decimalAmount,
    coupon_code: z.string().nullable(),
    coupon_discount: decimalAmount,
    shipping_charge: decimalAmount,
    slot_fee: decimalAmount,
    rounding: decimalAmount,
    total: decimalAmount,
  }),
  payment: z.object({
    gateway: z.string(),
    gateway_order_id: z.string().nullable(),
    gateway_payment_id: z.string().nullable(),
    gateway_refund_id: z.string().nullable(),
    paid_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
  }),
  shipment: z.object({
    courier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    shipped_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
  }),
  items: z.array(adminOrderItem),
  /** Its GST invoice and credit note, oldest first (GET /api/admin/orders/{id}/invoice/ and /credit-note/). */
  tax_documents: z.array(orderTaxDocument),
  history: z.array(adminOrderEvent),
  actions: z.array(z.enum(adminOrderActions)),
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** POST /api/admin/orders/{id}/ship/: both optional; the customer's mail names them when given. */
export const shipOrderRequest = z.object({
  courier: oneLineText("Courier", 60).default(""),
  tracking_number: oneLineText("Tracking number", 60).default(""),
});
export type ShipOrderRequest = z.infer<typeof shipOrderRequest>;
export type ShipOrderInput = z.input<typeof shipOrderRequest>;

/** POST /api/admin/orders/{id}/cancel/: a paid order is refunded in full through the gateway. */
export const cancelOrderRequest = z.object({ reason: oneLineText("Reason", 200).default("") });
export type CancelOrderRequest = z.infer<typeof cancelOrderRequest>;

export const adminOrderMessages = {
  notFound: "Order not found",
  refundFailed:
    "The refund did not go through at the payment gateway, so nothing was changed. Please try again.",
  gatewayUnreachable:
    "The payment gateway did not answer, so nothing was changed. Please try again in a moment.",
} as const;
