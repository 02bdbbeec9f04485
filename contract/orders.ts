import { z } from "zod";
import { address } from "./address";
import { amountInput } from "./amount-input";
import { decimalAmount } from "./catalog";
import { couponCode } from "./coupon-code";
import { giftFromMaxLength, giftMessageMaxLength, giftMessageProblem } from "./gift-card";
import { multiLineText, oneLineText } from "./text";

const entityId = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      {
        error: `${label} must be an id`,
      },
    )
    .pipe(
      z
        .number({ error: `${label} must be an id` })
        .int()
        .min(1)
        .max(2_147_483_647),
    );

const emptyAsNull = (value: string | null | undefined) => (value ? value : null);

/** The card that travels with the gift: up to 200 characters over at most 8 lines, and who it is from. */
export const giftMessageText = multiLineText("Gift message", giftMessageMaxLength)
  .superRefine((value, ctx) => {
    const problem = giftMessageProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .nullish()
  .transform(emptyAsNull);
export const giftFromText = oneLineText("Sender's name", giftFromMaxLength).nullish().transform(emptyAsNull);

/**
 * POST /orders/create_order/ (product §7). Every amount is what the checkout showed; the server prices the
 * order itself (contract/pricing.ts) and answers 409 when any differs, charging nothing. `offer_id` is
 * the automatic offer the quote applied (null or absent when none); `discount_amount` is offer plus
 * coupon; `total_amount` is the rounded total. Ours beside the spec's (decision 24): `shipping_method`
 * "L" with `delivery_date` (an India date), `delivery_slot_id` and the `delivery_slot_fee` shown; the
 * gift card's `gift_message` and `gift_from`. A courier order without them is the spec's request.
 */
export const createOrderRequest = z.object({
  address_id: entityId("address_id"),
  shipping_method: z.enum(["S", "E", "L"], { error: "Please select a shipping method" }),
  shipping_charge: amountInput,
  offer_id: entityId("offer_id")
    .nullish()
    .transform((id) => id ?? null),
  discount_amount: amountInput,
  total_amount: amountInput,
  coupon_code: z
    .union([couponCode, z.literal("")])
    .nullish()
    .transform((code) => (code ? code : null)),
  delivery_date: z
    .string({ error: "Please choose a delivery date and time" })
    .max(10)
    .nullish()
    .transform(emptyAsNull),
  delivery_slot_id: entityId("delivery_slot_id")
    .nullish()
    .transform((id) => id ?? null),
  delivery_slot_fee: amountInput.optional().transform((paise) => paise ?? 0),
  gift_message: giftMessageText,
  gift_from: giftFromText,
});
export type CreateOrderRequest = z.output<typeof createOrderRequest>;
export type CreateOrderInput = z.input<typeof createOrderRequest>;

/**
 * 201 answer: product §3 "Payment creation response" (`amount` in paise, as checkout.js takes it) plus what
 * the browser needs to open the payment window without another call.
 */
export const createOrderResponse = z.object({
  key: z.string(),
  amount: z.number().int(),
  razorpay_order_id: z.string(),
  order_key: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  currency: z.literal("INR"),
  checkout_script: z.string(),
  name: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

/**
 * POST /orders/{id}/pay/ answers create_order's shape for an unpaid order still holding its items, or
 * 409 with one of these.
 */
export const payOrderMessages = {
  alreadyPaid: "This order is already paid.",
  expired: "This order has expired and no longer holds its items. Please buy them again.",
} as const;

export const orderStatuses = ["PENDING", "PROCESSING", "SHIPPED", "DELIVERED", "CANCELLED"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ["PENDING", "PAID", "FAILED", "REFUNDED"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * One personalisation answer as it was ordered: the text, or how many photos were sent and a signed,
 * expiring link to each (the customer's own private photos: only their own order answer carries them).
 */
export const orderItemCustomization = z.object({
  field: z.string(),
  text: z.string().nullable(),
  image_count: z.number().int(),
  photos: z.array(z.string()),
});

/** Product §3 order item; `product` is the product's id (null once the product is deleted). */
export const orderItem = z.object({
  id: z.number().int(),
  product: z.number().int().nullable(),
  product_name: z.string(),
  product_image: z.string(),
  quantity: z.number().int(),
  price: decimalAmount,
  subtotal: decimalAmount,
  customizations: z.array(orderItemCustomization),
});
export type OrderItem = z.infer<typeof orderItem>;

/** A discount line of the order: the automatic offer or the coupon, with what it took off. */
export const orderDiscount = z.object({
  kind: z.enum(["offer", "coupon"]),
  label: z.string(),
  amount: decimalAmount,
});

/** The delivery address as it was when the order was placed. */
export const orderAddress = address.omit({ id: true, is_default: true });

/**
 * Product §3 "Order" plus what the screens show: `subtotal − discount_amount + shipping_charge + rounding =
 * total_amount`. `expected_delivery` is a date (YYYY-MM-DD, India time): the day it was paid (or
 * placed, while unpaid) plus the shipping method's days. `expires_at` is when an unpaid order gives its
 * stock back (null once paid or cancelled). `courier` and `tracking_number` are what staff entered when
 * it shipped (either may be null); `shipped_at`/`delivered_at` are when it did. `refund_due`: a payment
 * reached the order after it was cancelled and is on its way back; `refunded_at`: when a refund went.
 * Hand delivery (decision 24): `delivery_date` and `delivery_slot_label` as promised (then
 * `expected_delivery` is that date), `slot_fee` in the total; the gift card and whether it can still change.
 */
/** PUT /orders/{id}/gift-message/: the card, editable until the order is packed. */
export const giftMessageRequest = z.object({ gift_message: giftMessageText, gift_from: giftFromText });
export type GiftMessageRequest = z.output<typeof giftMessageRequest>;

export const order = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  total_amount: decimalAmount,
  subtotal: decimalAmount,
  discount_amount: decimalAmount,
  discounts: z.array(orderDiscount),
  coupon_code: z.string().nullable(),
  shipping_method: z.enum(["S", "E", "L"]),
  shipping_method_name: z.string(),
  shipping_charge: decimalAmount,
  delivery_date: z.string().nullable(),
  delivery_slot_label: z.string().nullable(),
  slot_fee: decimalAmount,
  gift_message: z.string().nullable(),
  gift_from: z.string().nullable(),
  gift_message_editable: z.boolean(),
  rounding: decimalAmount,
  expected_delivery: z.string(),
  paid_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  refund_due: z.boolean(),
  refunded_at: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** The courier's own tracking page when the parcel was booked through Shiprocket (decision 27). */
  tracking_url: z.string().nullable(),
  /** When the shop packed it (from then on the shopper can no longer cancel it here). */
  packed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Who cancelled it: the shopper, the shop, or nobody (an unpaid order that expired or was replaced). */
  cancelled_by: z.enum(["you", "shop", "unpaid"]).nullable(),
  /** Whether 'Cancel order' is offered: unpaid, or paid and not yet packed or booked with a courier. */
  can_cancel: z.boolean(),
  /** The GST tax invoice's number once issued (GET /orders/{id}/invoice/ downloads it); else null. */
  invoice_number: z.string().nullable(),
  /** The credit note's number when the order was refunded after its invoice (GET /orders/{id}/credit-note/). */
  credit_note_number: z.string().nullable(),
  address_details: orderAddress,
  items: z.array(orderItem),
});
export type Order = z.infer<typeof order>;

/** GET /orders/: the customer's own orders, newest first (the screen pages them 5 at a time). */
export const orderList = z.array(order);
export type OrderList = z.infer<typeof orderList>;

/** Why a shopper cancels (POST /orders/{id}/cancel/), with the words the dialog shows. */
export const customerCancelReasons = {
  changed_mind: "I changed my mind",
  ordered_by_mistake: "I ordered by mistake",
  delivery_too_late: "It will arrive too late",
  found_better_price: "I found a better price",
  other: "Another reason",
} as const;
export type CustomerCancelReason = keyof typeof customerCancelReasons;

/** POST /orders/{id}/cancel/: the shopper's own cancel, until the order is packed (decision 27). */
export const customerCancelRequest = z.object({
  reason: z.enum(Object.keys(customerCancelReasons) as [CustomerCancelReason, ...CustomerCancelReason[]], {
    error: "Please choose a reason",
  }),
  note: oneLineText("Note", 200)
    .nullish()
    .transform((note) => note || null),
});
export type CustomerCancelRequest = z.output<typeof customerCancelRequest>;
export type CustomerCancelInput = z.input<typeof customerCancelRequest>;

/** What the shopper's cancel answers when it cannot (409, or 402 when the money could not go back). */
export const customerCancelMessages = {
  packed:
    "Your gift has already been packed, so it can no longer be cancelled here. Please contact us and we will help.",
  left: "This order has already left us, so it can no longer be cancelled. Please contact us and we will help.",
  alreadyCancelled: "This order is already cancelled.",
  refundFailed:
    "We could not return your payment just now, so your order has not been cancelled. Please try again in a few minutes.",
} as const;
