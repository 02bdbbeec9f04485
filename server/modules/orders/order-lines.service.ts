import type { OrderStatus, PaymentStatus } from "@contract/orders";
import type { Db } from "@server/db/connect";
import { findCustomerOrderLines } from "./order-lines.repository";

/** One line of a past order as it was bought: `productId` is null once the product was deleted. */
export type PastOrderLine = {
  productId: number | null;
  name: string;
  quantity: number;
  /** What the shopper paid per unit, before the order's offer and coupon. */
  unitPaise: number;
  /** Whether it carried personalisation (text or photos). */
  personalised: boolean;
};

export type PastOrder = {
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  expiresAt: Date | null;
  lines: PastOrderLine[];
};

/** The customer's own order and its lines, for Buy again; null for a missing one or another customer's. */
export async function customerOrderLines(db: Db, userId: number, orderId: number): Promise<PastOrder | null> {
  const found = await findCustomerOrderLines(db, userId, orderId);
  if (!found) return null;
  const { order, lines } = found;
  return {
    orderNumber: order.orderNumber,
    status: order.orderStatus,
    paymentStatus: order.paymentStatus,
    expiresAt: order.expiresAt,
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPaise: line.unitPaise,
      personalised: line.customizations.length > 0,
    })),
  };
}

/**
 * Unpaid and still holding its items until `expiresAt`: the shopper can pay it as it is, so it is not
 * bought again (the order page offers 'Pay now' instead).
 */
export const awaitsPayment = (order: Pick<PastOrder, "status" | "paymentStatus" | "expiresAt">, now: Date) =>
  order.status === "PENDING" &&
  order.paymentStatus === "PENDING" &&
  order.expiresAt !== null &&
  order.expiresAt > now;
