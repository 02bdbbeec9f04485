import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, updatedAt } from "./columns";

export const userRole = pgEnum("user_role", ["customer", "staff"]);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone"),
    role: userRole("role").notNull().default("customer"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("users_phone_format", sql`${t.phone} is null or ${t.phone} ~ '^[6-9][0-9]{9}$'`),
  ],
);

/** Opaque bearer tokens: only their SHA-256 is kept, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [uniqueIndex("sessions_token_hash_unique").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    consumedAt: at("consumed_at"),
    createdAt: createdAt(),
    requestIp: text("request_ip"),
  },
  (t) => [
    index("otp_codes_email_idx").on(t.email, t.createdAt),
    check("otp_codes_attempts_range", sql`${t.attempts} >= 0`),
  ],
);

/**
 * Sign-in audit rows (code sent, verified, failed, locked; signed out): who tried what from where, for
 * answering "was that me?" and spotting attacks. Addresses are kept masked and as a keyed hash (to
 * group one address's events), never in full, so the table is not a list of every address ever typed.
 */
export const authEvents = pgTable(
  "auth_events",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    emailHash: text("email_hash"),
    emailMasked: text("email_masked"),
    event: text("event").notNull(),
    reason: text("reason"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("auth_events_email_idx").on(t.emailHash, t.createdAt),
    index("auth_events_user_idx").on(t.userId, t.createdAt),
  ],
);
