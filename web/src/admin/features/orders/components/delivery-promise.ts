import type { AdminOrder } from "@contract/admin/orders";
import { promisedSlotText } from "@contract/delivery-slots";
import { formatDate } from "@web/lib/format-date";

/**
 * The day promised: a hand delivery's date and slot ("Sat 24 Oct, Midnight, 11–11:59 PM"), else the
 * courier's expected date ("March 4, 2026").
 */
export function promisedDay(order: AdminOrder): string {
  if (order.delivery_date) return promisedSlotText(order.delivery_date, order.delivery_slot_label);
  return formatDate(`${order.expected_delivery}T12:00:00+05:30`);
}
