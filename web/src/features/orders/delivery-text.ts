import { promisedSlotText } from "@contract/delivery-slots";
import type { Order } from "@contract/orders";

/** "Delivery: Sat 24 Oct, Midnight, 11–11:59 PM": a hand-delivered order's promise as it was made; null for courier. */
export function handDeliveryText(order: Order): string | null {
  if (order.shipping_method !== "L" || !order.delivery_date || !order.delivery_slot_label) return null;
  return `Delivery: ${promisedSlotText(order.delivery_date, order.delivery_slot_label)}`;
}
