import { addDays, indiaDate } from "@contract/india-time";

/** Orders are dated in India time (DESIGN.md "Time"), whatever the server's own zone. */
export { indiaDate };

/** The day an order should arrive: the India date it was paid (or placed, while unpaid) plus the method's days. */
export function expectedDelivery(order: {
  paidAt: Date | null;
  createdAt: Date;
  shippingDays: number;
}): string {
  return addDays(indiaDate(order.paidAt ?? order.createdAt), order.shippingDays);
}
