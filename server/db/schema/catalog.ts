import { getTableColumns, type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, paise, tsvector, updatedAt } from "./columns";

/** HSN codes are 4, 6 or 8 digits; the same checks hold on products and on the order lines copied from them. */
export const hsnCodeValid = (column: AnyPgColumn): SQL =>
  sql`${column} is null or ${column} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`;
export const gstRateValid = (column: AnyPgColumn): SQL =>
  sql`${column} is null or ${column} in (0, 5, 12, 18, 28)`;

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Storage key of the picture; the API turns keys into URLs. */
    imageKey: text("image_key").notNull(),
    position: integer("position").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_slug_unique").on(t.slug)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    pricePaise: paise("price_paise").notNull(),
    discountedPricePaise: paise("discounted_price_paise"),
    stock: integer("stock").notNull().default(0),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    isCustomizable: boolean("is_customizable").notNull().default(false),
    /** Cakes, flowers, fresh mithai: hand delivery only (decision 24). */
    isPerishable: boolean("is_perishable").notNull().default(false),
    /** How many India days after today a perishable may be delivered: stock is today's batch. */
    maxDaysAhead: smallint("max_days_ahead"),
    /** Null until staff fill it on a store seeded before tax data existed; invoices need both (decision 25). */
    hsnCode: text("hsn_code"),
    gstRate: smallint("gst_rate"),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * The category's name and the titles of the product's active occasions, kept by
     * `server/db/search-index.ts` in the transaction of every write that changes them (decision 26).
     */
    searchTerms: text("search_terms").notNull().default(""),
    /** Name first, then category and occasions, then the start of the description ('simple': no stemming). */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, search_terms), 'B') || setweight(to_tsvector('simple'::regconfig, left(description, 500)), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // fastupdate off: PGlite has no autovacuum to flush GIN's pending list, so searches would scan it.
    index("products_search_idx").using("gin", t.searchVector).with({ fastupdate: false }),
    check(
      "products_max_days_ahead_valid",
      sql`${t.maxDaysAhead} is null or (${t.isPerishable} and ${t.maxDaysAhead} between 0 and 29)`,
    ),
    check("products_hsn_code_valid", hsnCodeValid(t.hsnCode)),
    check("products_gst_rate_valid", gstRateValid(t.gstRate)),
    uniqueIndex("products_slug_unique").on(t.slug),
    index("products_category_idx").on(t.categoryId, t.isActive, t.createdAt),
    check("products_price_positive", sql`${t.pricePaise} > 0`),
    check(
      "products_discount_below_price",
      sql`${t.discountedPricePaise} is null or (${t.discountedPricePaise} > 0 and ${t.discountedPricePaise} < ${t.pricePaise})`,
    ),
    check("products_stock_not_negative", sql`${t.stock} >= 0`),
  ],
);

/**
 * Every column of a product but its search document: reads select these, so a listing, a cart or a
 * product page never ships the tsvector (it is for the database's matching only).
 */
export const productColumns = (() => {
  const { searchVector: _document, ...columns } = getTableColumns(products);
  return columns;
})();
export type ProductRecord = Omit<typeof products.$inferSelect, "searchVector">;

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    alt: text("alt").notNull().default(""),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("product_images_order_unique").on(t.productId, t.position)],
);

export const fieldType = pgEnum("customizable_field_type", ["text", "image"]);

export const customizableFields = pgTable(
  "customizable_fields",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    fieldType: fieldType("field_type").notNull(),
    isRequired: boolean("is_required").notNull().default(false),
    minPhotos: integer("min_photos").notNull().default(0),
    maxPhotos: integer("max_photos").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("customizable_fields_product_idx").on(t.productId),
    check(
      "customizable_fields_photo_bounds",
      sql`${t.fieldType} = 'text' or (${t.minPhotos} >= 0 and ${t.maxPhotos} >= 1 and ${t.maxPhotos} >= ${t.minPhotos})`,
    ),
  ],
);

export const productFaqs = pgTable(
  "product_faqs",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_faqs_product_idx").on(t.productId)],
);

export const similarProducts = pgTable(
  "similar_products",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    similarProductId: integer("similar_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.similarProductId] }),
    check("similar_products_not_self", sql`${t.productId} <> ${t.similarProductId}`),
  ],
);
