import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, paise } from "./columns";
import { coupons } from "./offers";
import { orders } from "./orders";

/** A coupon spent by an order: apart from both tables, so offers and orders need not import each other. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "restrict" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    discountPaise: paise("discount_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_order_unique").on(t.orderId),
    index("coupon_redemptions_coupon_user_idx").on(t.couponId, t.userId),
    check("coupon_redemptions_discount_positive", sql`${t.discountPaise} > 0`),
  ],
);
