import { sql } from "drizzle-orm";
import { boolean, check, integer, pgEnum, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, paise } from "./columns";

export const discountType = pgEnum("discount_type", ["percentage", "fixed"]);

/** Either a percentage (optionally capped) or a fixed amount, never a half-filled mix. */
const discountShape = (t: {
  discountType: unknown;
  discountPercentage: unknown;
  discountAmountPaise: unknown;
}) => sql`(${t.discountType} = 'percentage' and ${t.discountPercentage} between 1 and 100)
  or (${t.discountType} = 'fixed' and ${t.discountAmountPaise} > 0)`;

/** Automatic offers: the best applicable one is applied to the cart without a code. */
export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    startDate: at("start_date").notNull(),
    endDate: at("end_date").notNull(),
    minOrderAmountPaise: paise("min_order_amount_paise").notNull().default(0),
    discountType: discountType("discount_type").notNull(),
    discountPercentage: integer("discount_percentage"),
    discountAmountPaise: paise("discount_amount_paise"),
    maxDiscountAmountPaise: paise("max_discount_amount_paise"),
    createdAt: createdAt(),
  },
  (t) => [
    check("offers_discount_shape", discountShape(t)),
    check("offers_dates_ordered", sql`${t.endDate} > ${t.startDate}`),
    check("offers_min_order_not_negative", sql`${t.minOrderAmountPaise} >= 0`),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Stored upper-case; shoppers may type it in any case. */
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    minOrderAmountPaise: paise("min_order_amount_paise").notNull().default(0),
    discountType: discountType("discount_type").notNull(),
    discountPercentage: integer("discount_percentage"),
    discountAmountPaise: paise("discount_amount_paise"),
    maxDiscountAmountPaise: paise("max_discount_amount_paise"),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit").notNull().default(1),
    /** Listed to signed-in shoppers beside the coupon box; a code staff keep private is never listed. */
    isPublic: boolean("is_public").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_unique").on(t.code),
    check("coupons_code_uppercase", sql`${t.code} = upper(${t.code})`),
    check("coupons_discount_shape", discountShape(t)),
    check("coupons_dates_ordered", sql`${t.endsAt} > ${t.startsAt}`),
    check(
      "coupons_limits_positive",
      sql`(${t.usageLimit} is null or ${t.usageLimit} > 0) and ${t.perCustomerLimit} > 0`,
    ),
  ],
);
