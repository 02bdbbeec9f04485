import { customType, integer, timestamp } from "drizzle-orm/pg-core";

/** Timestamps are stored in UTC (timestamptz); the app shows them in Asia/Kolkata. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Money is integer paise. */
export const paise = (name: string) => integer(name);

/** A text-search document; only the database writes it (a generated column), the app reads none. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
