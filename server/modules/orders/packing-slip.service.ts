import type { Db } from "@server/db/connect";
import { itemsOf } from "./deliveries.admin-repository";
import type { AddressSnapshot } from "./order.repository";
import { slipOrders } from "./packing-slip.repository";

/**
 * What the packing slip printed with a courier label shows (decision 27): what goes in the parcel,
 * where it goes and the gift card, and no prices, since the slip travels with the gift (decision 24).
 */
export type PackingSlip = {
  orderId: number;
  orderNumber: string;
  address: AddressSnapshot;
  items: { name: string; quantity: number; personalisations: { field: string; text: string }[] }[];
  card: { message: string | null; from: string | null } | null;
  /** A hand delivery's promised date and slot; null for a courier order. */
  handDelivery: { date: string; slotLabel: string | null } | null;
};

/** The slips of the orders among `orderIds`, in the order given; an id with no order has none. */
export async function packingSlipSource(db: Db, orderIds: number[]): Promise<PackingSlip[]> {
  const [rows, items] = await Promise.all([slipOrders(db, orderIds), itemsOf(db, orderIds)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.flatMap((id) => {
    const order = byId.get(id);
    if (!order) return [];
    return [
      {
        orderId: id,
        orderNumber: order.orderNumber,
        address: order.address,
        items: items
          .filter((item) => item.orderId === id)
          .map((item) => ({
            name: item.productName,
            quantity: item.quantity,
            // Photos stay on the order page: the slip carries the words to pipe or print.
            personalisations: item.customizations.flatMap((answer) =>
              answer.text ? [{ field: answer.field, text: answer.text }] : [],
            ),
          })),
        card:
          order.giftMessage === null && order.giftFrom === null
            ? null
            : { message: order.giftMessage, from: order.giftFrom },
        handDelivery:
          order.deliveryDate === null
            ? null
            : { date: order.deliveryDate, slotLabel: order.deliverySlotLabel },
      },
    ];
  });
}

// The deliveries print's packed stamp (audited; PROCESSING orders not yet packed). Printing courier
// labels and slips applies it too: from then on the shopper can no longer change the card.
export { markPacked } from "./deliveries.admin-service";
