import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { products } from "./catalog";
import { at, createdAt, updatedAt } from "./columns";
import { orders } from "./orders";

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    /** Hidden by staff: gone from the product page and its rating, kept for the record. */
    hiddenAt: at("hidden_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_one_per_order_product").on(t.userId, t.orderId, t.productId),
    index("reviews_product_idx").on(t.productId, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_text_not_blank", sql`length(trim(${t.text})) > 0`),
  ],
);

export const reviewMediaType = pgEnum("review_media_type", ["image", "video"]);

export const reviewMedia = pgTable(
  "review_media",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    mediaType: reviewMediaType("media_type").notNull(),
    storageKey: text("storage_key").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("review_media_review_idx").on(t.reviewId)],
);
