import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt } from "./columns";

/**
 * A request sent with an Idempotency-Key, claimed before it does anything (server/platform/idempotency-keys.ts).
 * `claim` names the request running it; `status_code` and `response` are its finished answer, given
 * again to a repeat of the same key. Rows older than a day are spent and cleared by background work.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    claim: text("claim").notNull(),
    claimedAt: at("claimed_at").notNull().defaultNow(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
    check("idempotency_keys_key_length", sql`char_length(${t.key}) between 8 and 64`),
  ],
);
