import type { Address } from "@contract/address";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { gstRateValid, hsnCodeValid, products } from "./catalog";
import { at, createdAt, paise, updatedAt } from "./columns";
import { coupons, offers } from "./offers";
import { deliverySlots } from "./shipping";

export const orderStatus = pgEnum("order_status", [
  "PENDING",
  "PROCESSING",
  "SHIPPED",
  "DELIVERED",
  "CANCELLED",
]);
export const paymentStatus = pgEnum("payment_status", ["PENDING", "PAID", "FAILED", "REFUNDED"]);
/** S Standard and E Express by courier; L the shop's own hand delivery on a chosen date and slot. */
export const shippingMethod = pgEnum("shipping_method", ["S", "E", "L"]);

/** The delivery address as it was when the order was placed; later edits to the address book don't change it. */
export type AddressSnapshot = Omit<Address, "id" | "is_default">;

export type OrderItemCustomization = { field: string; text?: string; images?: string[] };

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    orderStatus: orderStatus("order_status").notNull().default("PENDING"),
    paymentStatus: paymentStatus("payment_status").notNull().default("PENDING"),
    addressDetails: jsonb("address_details").$type<AddressSnapshot>().notNull(),
    shippingMethod: shippingMethod("shipping_method").notNull(),
    /** The method's delivery days when the order was placed, for the expected delivery date. */
    shippingDays: integer("shipping_days").notNull().default(0),
    subtotalPaise: paise("subtotal_paise").notNull(),
    offerId: integer("offer_id").references((): AnyPgColumn => offers.id, { onDelete: "set null" }),
    offerDiscountPaise: paise("offer_discount_paise").notNull().default(0),
    couponId: integer("coupon_id").references((): AnyPgColumn => coupons.id, { onDelete: "restrict" }),
    couponDiscountPaise: paise("coupon_discount_paise").notNull().default(0),
    shippingChargePaise: paise("shipping_charge_paise").notNull().default(0),
    /** Hand delivery (L): the India date and slot promised, and the slot's label as it was promised. */
    deliveryDate: date("delivery_date", { mode: "string" }),
    deliverySlotId: integer("delivery_slot_id").references(() => deliverySlots.id, { onDelete: "restrict" }),
    deliverySlotLabel: text("delivery_slot_label"),
    slotFeePaise: paise("slot_fee_paise").notNull().default(0),
    /** The card that travels with the gift; editable until packed. */
    giftMessage: text("gift_message"),
    giftFrom: text("gift_from"),
    packedAt: at("packed_at"),
    totalPaise: paise("total_paise").notNull(),
    /** A secret the client echoes when verifying payment, so an order can't be confirmed by id alone. */
    orderKey: text("order_key").notNull(),
    gateway: text("gateway").notNull(),
    gatewayOrderId: text("gateway_order_id"),
    gatewayPaymentId: text("gateway_payment_id"),
    /** Unpaid orders hold stock until then; afterwards the stock goes back. */
    expiresAt: at("expires_at"),
    paidAt: at("paid_at"),
    cancelledAt: at("cancelled_at"),
    /**
     * Why an order was cancelled: "expired", "replaced" (by the customer's newer order), "staff", or
     * "customer" (the shopper cancelled it before it was packed).
     */
    cancelReason: text("cancel_reason"),
    /**
     * A payment captured after the order was cancelled that could not revive it (its stock or coupon use
     * was gone, or staff cancelled it): background work refunds it through the gateway.
     */
    refundDue: boolean("refund_due").notNull().default(false),
    /** Failed tries of that automatic refund, and when the next one is due (null: at once). */
    refundAttempts: integer("refund_attempts").notNull().default(0),
    refundRetryAt: at("refund_retry_at"),
    /** Filled by staff when the parcel leaves; both optional. */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    /** The courier's public tracking page, when the parcel was booked through the courier provider. */
    trackingUrl: text("tracking_url"),
    shippedAt: at("shipped_at"),
    deliveredAt: at("delivered_at"),
    /** The gateway's refund id once a paid order has been refunded. */
    gatewayRefundId: text("gateway_refund_id"),
    refundedAt: at("refunded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_order_number_unique").on(t.orderNumber),
    uniqueIndex("orders_order_key_unique").on(t.orderKey),
    uniqueIndex("orders_gateway_order_unique").on(t.gatewayOrderId),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    index("orders_unpaid_expiry_idx").on(t.expiresAt).where(sql`${t.paymentStatus} = 'PENDING'`),
    index("orders_refund_due_idx").on(t.refundRetryAt).where(sql`${t.refundDue}`),
    index("orders_delivery_day_idx")
      .on(t.deliveryDate, t.deliverySlotId)
      .where(sql`${t.deliveryDate} is not null`),
    check(
      "orders_amounts_valid",
      sql`${t.subtotalPaise} >= 0 and ${t.offerDiscountPaise} >= 0 and ${t.couponDiscountPaise} >= 0
        and ${t.shippingChargePaise} >= 0 and ${t.slotFeePaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
    // Compared as text: the migration that adds 'L' to the enum cannot use the new value in its transaction.
    check(
      "orders_hand_delivery_dated",
      sql`(${t.shippingMethod}::text = 'L') = (${t.deliveryDate} is not null)
        and (${t.deliveryDate} is null) = (${t.deliverySlotId} is null)`,
    ),
    check(
      "orders_tracking_url_valid",
      sql`${t.trackingUrl} like 'https://%' and char_length(${t.trackingUrl}) <= 300`,
    ),
    check(
      "orders_gift_message_length",
      sql`char_length(${t.giftMessage}) <= 200 and char_length(${t.giftFrom}) <= 50`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    productImageKey: text("product_image_key").notNull().default(""),
    quantity: integer("quantity").notNull(),
    unitPricePaise: paise("unit_price_paise").notNull(),
    /** The product's tax data when the order was placed, like the price: the invoice taxes what was sold. */
    hsnCode: text("hsn_code"),
    gstRate: smallint("gst_rate"),
    customizations: jsonb("customizations").$type<OrderItemCustomization[]>().notNull().default([]),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check("order_items_price_not_negative", sql`${t.unitPricePaise} >= 0`),
    check("order_items_hsn_code_valid", hsnCodeValid(t.hsnCode)),
    check("order_items_gst_rate_valid", gstRateValid(t.gstRate)),
  ],
);

/**
 * The history of an order as staff read it: each change of order or payment status, by whom (a staff
 * member, or null for the shop itself: payment, expiry, webhook) and with what details (courier, refund id).
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    staffUserId: integer("staff_user_id").references(() => users.id, { onDelete: "set null" }),
    /** e.g. `placed`, `paid`, `expired`, `shipped`, `delivered`, `cancelled`, `refunded`. */
    kind: text("kind").notNull(),
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status"),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);
