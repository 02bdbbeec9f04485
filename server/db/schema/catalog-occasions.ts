import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { createdAt, updatedAt } from "./columns";

/** An occasion ("Birthday") or a recipient ("For Her"): both are tags staff put on products (decision 26). */
export const occasionKind = pgEnum("occasion_kind", ["occasion", "recipient"]);

export const occasions = pgTable(
  "occasions",
  {
    id: serial("id").primaryKey(),
    kind: occasionKind("kind").notNull(),
    /** Unique across both kinds: /occasions/{slug} shows either. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** The page's intro and its meta description. */
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("occasions_slug_unique").on(t.slug),
    index("occasions_kind_position_idx").on(t.kind, t.position),
    check("occasions_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.slug}) <= 60`),
    check("occasions_title_length", sql`length(${t.title}) between 1 and 40`),
    check("occasions_description_length", sql`length(${t.description}) <= 300`),
  ],
);

export const productOccasions = pgTable(
  "product_occasions",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    occasionId: integer("occasion_id")
      .notNull()
      .references(() => occasions.id, { onDelete: "cascade" }),
  },
  // An occasion's page reads by occasion; a product's form and search terms read by product.
  (t) => [
    primaryKey({ columns: [t.occasionId, t.productId] }),
    index("product_occasions_product_idx").on(t.productId),
  ],
);
