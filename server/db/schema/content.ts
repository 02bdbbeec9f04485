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
import { users } from "./auth";
import { products } from "./catalog";
import { at, createdAt, updatedAt } from "./columns";

/** The store's single settings row: the check keeps it single. */
export const storeSettings = pgTable(
  "store_settings",
  {
    id: integer("id").primaryKey().default(1),
    supportEmail: text("support_email").notNull(),
    supportPhone: text("support_phone").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("store_settings_singleton", sql`${t.id} = 1`)],
);

export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  imageKey: text("image_key").notNull(),
  mobileImageKey: text("mobile_image_key").notNull(),
  link: text("link").notNull(),
  alt: text("alt").notNull().default(""),
  position: integer("position").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const highlights = pgTable("highlights", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  link: text("link").notNull(),
  position: integer("position").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const highlightProducts = pgTable(
  "highlight_products",
  {
    highlightId: integer("highlight_id")
      .notNull()
      .references(() => highlights.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.highlightId, t.productId] })],
);

export const policyKey = pgEnum("policy_key", [
  "privacy_policy",
  "terms_conditions",
  "return_refund_policy",
  "shipping_policy",
  "about_us",
]);

export const policies = pgTable("policies", {
  key: policyKey("key").primaryKey(),
  /** Sanitised on the way in (staff write it), so it can be served as-is. */
  contentHtml: text("content_html").notNull(),
  updatedAt: updatedAt(),
});

export const blogs = pgTable(
  "blogs",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    metaDescription: text("meta_description").notNull().default(""),
    mainImageKey: text("main_image_key").notNull(),
    /** Sanitised on the way in, like policies. */
    contentHtml: text("content_html").notNull(),
    isPublished: boolean("is_published").notNull().default(true),
    publishedAt: at("published_at").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blogs_slug_unique").on(t.slug),
    check("blogs_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    ip: text("ip"),
    /** When staff opened it in the inbox; null is unread. */
    readAt: at("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
