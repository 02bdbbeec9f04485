import { integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { orders } from "./orders";

/** Every gateway callback we accept, keyed by the gateway's event id so a replay changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    payload: jsonb("payload").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_events_event_unique").on(t.gateway, t.eventId)],
);
