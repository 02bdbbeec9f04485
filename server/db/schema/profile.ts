import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    houseNo: text("house_no").notNull(),
    street: text("street").notNull(),
    landmark: text("landmark").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    // At most one default per customer, enforced by the database so concurrent requests cannot make two.
    uniqueIndex("addresses_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`),
    check("addresses_pincode_format", sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);
