import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";

/**
 * One row per staff write: who, when, what (entity and id), and the record before and after, so a
 * price cut or a cancelled order can always be traced to a person. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    staffUserId: integer("staff_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The staff member's e-mail as it was, so the row still names them if the account goes. */
    staffEmail: text("staff_email").notNull(),
    /** A verb such as `create`, `update`, `delete`, `status`, `refund`, `stock`. */
    action: text("action").notNull(),
    /** The kind of record: `product`, `order`, `coupon`, … */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
  ],
);
