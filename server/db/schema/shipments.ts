import { shipmentStates } from "@contract/shipment-states";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, paise, updatedAt } from "./columns";
import { orders } from "./orders";

export const shipmentState = pgEnum("shipment_state", shipmentStates);

/**
 * One courier booking of an order (decision 27); manual shipping makes none. Booked in two steps (a
 * short claim, then the provider calls under this row's lock), so a booking whose answer was lost is
 * looked up by `channel_order_id` before it is tried again.
 */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    provider: text("provider").notNull(),
    state: shipmentState("state").notNull().default("booking"),
    /** What we sent as the provider's order id: the order number, with -2, -3 … after a cancelled booking. */
    channelOrderId: text("channel_order_id").notNull(),
    providerOrderId: text("provider_order_id"),
    providerShipmentId: text("provider_shipment_id"),
    /** The courier staff chose; null takes the provider's recommendation. */
    courierId: integer("courier_id"),
    courierName: text("courier_name"),
    awb: text("awb"),
    trackingUrl: text("tracking_url"),
    chargePaise: paise("charge_paise"),
    weightGrams: integer("weight_grams").notNull(),
    lengthCm: integer("length_cm").notNull(),
    breadthCm: integer("breadth_cm").notNull(),
    heightCm: integer("height_cm").notNull(),
    pickupScheduledFor: at("pickup_scheduled_for"),
    pickupToken: text("pickup_token"),
    manifestUrl: text("manifest_url"),
    /** Storage key of the label PDF once fetched, so printing again never asks the provider. */
    labelKey: text("label_key"),
    /** India date the courier expects to deliver. */
    expectedOn: date("expected_on", { mode: "string" }),
    bookedAt: at("booked_at"),
    pickedUpAt: at("picked_up_at"),
    outForDeliveryAt: at("out_for_delivery_at"),
    deliveredAt: at("delivered_at"),
    rtoAt: at("rto_at"),
    cancelledAt: at("cancelled_at"),
    /** The provider time of the newest status applied. */
    lastStatusAt: at("last_status_at"),
    /** The last exception for staff (Undelivered, Lost, Damaged, Returned …); null when none. */
    attention: text("attention"),
    /** The provider's last refusal, or that it did not answer. */
    lastError: text("last_error"),
    attempts: integer("attempts").notNull().default(0),
    retryAt: at("retry_at"),
    /** Staff cancelled a booking on hold: the worker looks it up and cancels it instead of booking. */
    cancelRequested: boolean("cancel_requested").notNull().default(false),
    /** The packed_at this booking set on the order (null when the order was already packed). */
    stampedPackedAt: at("stamped_packed_at"),
    bookedBy: integer("booked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("shipments_channel_order_unique").on(t.channelOrderId),
    uniqueIndex("shipments_awb_unique").on(t.awb).where(sql`${t.awb} is not null`),
    // The second guard behind the order's row lock: one live booking per order.
    uniqueIndex("shipments_one_live_per_order")
      .on(t.orderId)
      .where(sql`${t.state} not in ('failed', 'cancelled')`),
    index("shipments_due_idx").on(t.retryAt).where(sql`${t.state} = 'booking'`),
    index("shipments_state_idx").on(t.state, t.updatedAt),
    index("shipments_provider_order_idx").on(t.providerOrderId),
    check(
      "shipments_awb_when_booked",
      sql`${t.state} in ('booking', 'failed', 'cancelled') or ${t.awb} is not null`,
    ),
    check(
      "shipments_parcel_valid",
      sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.breadthCm} > 0 and ${t.heightCm} > 0`,
    ),
    check("shipments_attempts_valid", sql`${t.attempts} >= 0`),
    check(
      "shipments_text_bounded",
      sql`char_length(${t.lastError}) <= 300 and char_length(${t.attention}) <= 80
        and char_length(${t.trackingUrl}) <= 300`,
    ),
  ],
);

/**
 * A shipment's timeline: every status and scan the courier reported, whenever it arrived, keyed by its
 * content (the provider sends no event id) so a repeated webhook adds nothing.
 */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: serial("id").primaryKey(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"status" | "scan">().notNull(),
    /** sha256 hex of the update's identifying fields. */
    dedupeKey: text("dedupe_key").notNull(),
    /** The provider's shipment status code, null when absent. */
    code: smallint("code"),
    label: text("label").notNull(),
    /** The courier's own words: staff only (they can carry the delivery agent's phone number). */
    activity: text("activity").notNull().default(""),
    location: text("location").notNull().default(""),
    occurredAt: at("occurred_at"),
    receivedAt: createdAt(),
    /** The state this update moved the shipment to, null when it moved nothing. */
    movedTo: shipmentState("moved_to"),
  },
  (t) => [
    uniqueIndex("shipment_events_dedupe_unique").on(t.shipmentId, t.dedupeKey),
    index("shipment_events_timeline_idx").on(t.shipmentId, t.occurredAt),
    check("shipment_events_kind_valid", sql`${t.kind} in ('status', 'scan')`),
    check(
      "shipment_events_text_bounded",
      sql`char_length(${t.label}) <= 80 and char_length(${t.activity}) <= 300 and char_length(${t.location}) <= 120`,
    ),
  ],
);
