import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { products } from "./catalog";
import { createdAt } from "./columns";

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
