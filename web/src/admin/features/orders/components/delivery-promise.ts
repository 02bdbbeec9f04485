import type { AdminOrder } from "@contract/admin/orders";
import { shortDayText } from "@contract/india-time";
import { formatDate } from "@web/lib/format-date";

/**
 * The day promised: a hand delivery's date and slot ("Sat 24 Oct, Midnight, 11–11:59 PM"), else the
 * courier's expected date ("March 4, 2026").
 */
export function promisedDay(order: AdminOrder): string {
  if (order.delivery_date) {
    const day = shortDayText(order.delivery_date);
    return order.delivery_slot_label ? `${day}, ${order.delivery_slot_label}` : day;
  }
  return formatDate(`${order.expected_delivery}T12:00:00+05:30`);
}
