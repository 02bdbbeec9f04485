/** The whole data model, one Drizzle schema split by area; migrations are generated from this file. */
export * from "./schema/audit";
export * from "./schema/auth";
export * from "./schema/cart";
export * from "./schema/catalog";
export * from "./schema/content";
export * from "./schema/idempotency";
export * from "./schema/invoices";
export * from "./schema/mail";
export * from "./schema/offers";
export * from "./schema/offers-redemptions";
export * from "./schema/orders";
export * from "./schema/payments";
export * from "./schema/profile";
export * from "./schema/reviews";
export * from "./schema/shipping";
export * from "./schema/wishlist";
