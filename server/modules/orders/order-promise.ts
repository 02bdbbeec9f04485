import { promisedSlotText } from "@contract/delivery-slots";
import type { OrderRow } from "./order.repository";

type Promised = Pick<OrderRow, "deliveryDate" | "deliverySlotLabel">;

/** "Sat 24 Oct, Midnight, 11–11:59 PM": a hand delivery's date and slot as promised; null for courier. */
export function handDeliveryText(order: Promised): string | null {
  return order.deliveryDate === null ? null : promisedSlotText(order.deliveryDate, order.deliverySlotLabel);
}

/** "Card: Happy birthday! — from Asha", the message's own line breaks kept; null without a card. */
export function cardText(order: Pick<OrderRow, "giftMessage" | "giftFrom">): string | null {
  if (order.giftMessage === null && order.giftFrom === null) return null;
  const from = order.giftFrom ? `— from ${order.giftFrom}` : "";
  return ["Card:", order.giftMessage ?? "", from].filter(Boolean).join(" ");
}
