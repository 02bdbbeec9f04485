import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { customizableFields, products } from "./catalog";
import { createdAt, updatedAt } from "./columns";

export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("carts_user_unique").on(t.userId)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cart_items_product_unique").on(t.cartId, t.productId),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** One answer per customisable field: a text, or uploaded images (storage keys in order). */
export const cartItemCustomizations = pgTable(
  "cart_item_customizations",
  {
    id: serial("id").primaryKey(),
    cartItemId: integer("cart_item_id")
      .notNull()
      .references(() => cartItems.id, { onDelete: "cascade" }),
    fieldId: integer("field_id")
      .notNull()
      .references(() => customizableFields.id, { onDelete: "cascade" }),
    textValue: text("text_value"),
    imageKeys: jsonb("image_keys").$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("cart_item_customizations_field_unique").on(t.cartItemId, t.fieldId)],
);
