import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { paise } from "./columns";

/** A delivery region with a standard option and, where couriers offer it, an express one. */
export const shippingZones = pgTable(
  "shipping_zones",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
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
