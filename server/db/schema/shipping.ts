import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { paise } from "./columns";

/**
 * A delivery region: by courier (a standard option and, where couriers offer it, an express one) and/or
 * by the shop's own hand delivery (local_delivery_settings). The standard columns stay filled while
 * courier is off, so switching it back on restores the terms.
 */
export const shippingZones = pgTable(
  "shipping_zones",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    courierEnabled: boolean("courier_enabled").notNull().default(true),
    standardDays: integer("standard_days").notNull(),
    standardChargePaise: paise("standard_charge_paise").notNull(),
    standardFreeShippingValuePaise: paise("standard_free_shipping_value_paise").notNull(),
    expressDays: integer("express_days"),
    expressChargePaise: paise("express_charge_paise"),
    expressFreeShippingValuePaise: paise("express_free_shipping_value_paise"),
  },
  (t) => [
    check(
      "shipping_zones_standard_valid",
      sql`${t.standardDays} >= 0 and ${t.standardChargePaise} >= 0 and ${t.standardFreeShippingValuePaise} >= 0`,
    ),
    check(
      "shipping_zones_express_all_or_nothing",
      sql`(${t.expressDays} is null and ${t.expressChargePaise} is null and ${t.expressFreeShippingValuePaise} is null)
        or (${t.expressDays} >= 0 and ${t.expressChargePaise} >= 0 and ${t.expressFreeShippingValuePaise} >= 0)`,
    ),
  ],
);

/**
 * Which pincodes a zone serves: a prefix ("411" is all of Pune) or an inclusive numeric range.
 * The longest matching prefix wins, then a range, so a city can be carved out of its state.
 */
export const shippingZonePincodes = pgTable(
  "shipping_zone_pincodes",
  {
    id: serial("id").primaryKey(),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    prefix: text("prefix"),
    rangeStart: integer("range_start"),
    rangeEnd: integer("range_end"),
  },
  (t) => [
    index("shipping_zone_pincodes_zone_idx").on(t.zoneId),
    uniqueIndex("shipping_zone_pincodes_prefix_unique").on(t.prefix),
    check(
      "shipping_zone_pincodes_prefix_or_range",
      sql`(${t.prefix} ~ '^[1-9][0-9]{0,5}$' and ${t.rangeStart} is null and ${t.rangeEnd} is null)
        or (${t.prefix} is null and ${t.rangeStart} between 100000 and 999999 and ${t.rangeEnd} between ${t.rangeStart} and 999999)`,
    ),
  ],
);

/** How a zone hand-delivers (decision 24); times are minutes after India midnight. */
export const localDeliverySettings = pgTable(
  "local_delivery_settings",
  {
    zoneId: integer("zone_id")
      .primaryKey()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    /** What shoppers call the place: "Delhi" for the Delhi NCR zone. */
    areaName: text("area_name").notNull(),
    /** Order of the cities when a message lists them. */
    position: smallint("position").notNull().default(0),
    cutoffMinute: smallint("cutoff_minute").notNull(),
    leadDays: smallint("lead_days").notNull().default(0),
    /** A slot closes this long before it starts. */
    noticeMinutes: smallint("notice_minutes").notNull().default(0),
    horizonDays: smallint("horizon_days").notNull().default(30),
    chargePaise: paise("charge_paise").notNull(),
    freeShippingValuePaise: paise("free_shipping_value_paise").notNull(),
  },
  (t) => [
    check(
      "local_delivery_settings_valid",
      sql`${t.cutoffMinute} between 0 and 1439 and ${t.leadDays} between 0 and 7
        and ${t.noticeMinutes} between 0 and 720 and ${t.horizonDays} between 1 and 60
        and ${t.chargePaise} >= 0 and ${t.freeShippingValuePaise} >= 0`,
    ),
  ],
);

export const deliverySlotKind = pgEnum("delivery_slot_kind", ["window", "fixed_time", "midnight"]);

/**
 * A time of day a zone hand-delivers in. Never deleted once an order points at it (staff switch it
 * off); its label is computed from kind and times, so it is not stored.
 */
export const deliverySlots = pgTable(
  "delivery_slots",
  {
    id: serial("id").primaryKey(),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    kind: deliverySlotKind("kind").notNull(),
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
    feePaise: paise("fee_paise").notNull().default(0),
    defaultCapacity: integer("default_capacity").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    index("delivery_slots_zone_idx").on(t.zoneId, t.startMinute),
    check(
      "delivery_slots_valid",
      sql`0 <= ${t.startMinute} and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1439
        and ${t.feePaise} >= 0 and ${t.defaultCapacity} >= 0`,
    ),
    check("delivery_slots_midnight_late", sql`${t.kind} <> 'midnight' or ${t.startMinute} >= 1320`),
  ],
);

/**
 * The capacity counter of one slot on one India date: created on first use, taken by one conditional
 * UPDATE like stock, given back where stock is.
 */
export const deliverySlotDays = pgTable(
  "delivery_slot_days",
  {
    slotId: integer("slot_id")
      .notNull()
      .references(() => deliverySlots.id, { onDelete: "cascade" }),
    deliveryDate: date("delivery_date", { mode: "string" }).notNull(),
    /** Null: the slot's default; 0 closes the slot that day. May sit below `booked`: no new booking fits. */
    capacityOverride: integer("capacity_override"),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.deliveryDate] }),
    check("delivery_slot_days_booked_not_negative", sql`${t.booked} >= 0`),
    check(
      "delivery_slot_days_override_not_negative",
      sql`${t.capacityOverride} is null or ${t.capacityOverride} >= 0`,
    ),
  ],
);

/** A date without hand delivery, in one zone or (zone null) in all; the reason is shown to shoppers. */
export const deliveryBlockedDates = pgTable(
  "delivery_blocked_dates",
  {
    id: serial("id").primaryKey(),
    zoneId: integer("zone_id").references(() => shippingZones.id, { onDelete: "cascade" }),
    deliveryDate: date("delivery_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [
    uniqueIndex("delivery_blocked_dates_unique").on(sql`coalesce(${t.zoneId}, 0)`, t.deliveryDate),
    check("delivery_blocked_dates_reason_length", sql`char_length(${t.reason}) between 1 and 120`),
  ],
);
