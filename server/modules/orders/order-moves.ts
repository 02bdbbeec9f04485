import type { AdminOrderAction } from "@contract/admin/orders";
import type { OrderStatus, PaymentStatus } from "@contract/orders";
import { AppError } from "@server/platform/errors";

type OrderState = {
  orderNumber: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  refundDue: boolean;
  courier: string | null;
  trackingNumber: string | null;
};

/**
 * Booked with a courier through the provider (decision 27): staff type a tracking number only when
 * they ship, so one on a PROCESSING order is a booking, which must be cancelled before the order.
 */
const courierBooked = (order: OrderState) =>
  order.orderStatus === "PROCESSING" && order.trackingNumber !== null;

/**
 * The forward-only life of an order in staff hands: PROCESSING → SHIPPED → DELIVERED, CANCELLED from
 * PENDING or PROCESSING (a paid one is refunded), a refund for a payment that arrived after its order
 * was cancelled, and a refund of a shipped or delivered order (a parcel lost, or a box that arrived
 * melted), which keeps its status and its stock out. Nothing moves back.
 */
export function allowedActions(order: OrderState): AdminOrderAction[] {
  const paid = order.paymentStatus === "PAID";
  switch (order.orderStatus) {
    case "PENDING":
      return order.paymentStatus === "PENDING" ? ["cancel"] : [];
    case "PROCESSING":
      if (!paid) return [];
      return courierBooked(order) ? ["ship"] : ["ship", "cancel"];
    case "SHIPPED":
      return paid ? ["deliver", "refund"] : ["deliver"];
    case "DELIVERED":
      return paid ? ["refund"] : [];
    case "CANCELLED":
      return paid && order.refundDue ? ["refund"] : [];
  }
}

const verbs: Record<AdminOrderAction, string> = {
  ship: "shipped",
  deliver: "marked delivered",
  cancel: "cancelled",
  refund: "refunded",
};

/** Why this move is not allowed now, in words for the staff member who tried it. */
function reason(action: AdminOrderAction, order: OrderState): string {
  const status = order.orderStatus;
  if (action === "ship" && status === "SHIPPED") return "This order has already been shipped.";
  if (action === "deliver" && status === "PROCESSING") {
    return "This order has not been shipped yet: mark it shipped first.";
  }
  if (action === "refund" && order.paymentStatus === "REFUNDED")
    return "This order has already been refunded.";
  if (action === "refund") return "This order has no refund due.";
  if (status === "DELIVERED") return "This order has already been delivered.";
  if (action === "cancel" && courierBooked(order)) {
    return `Order #${order.orderNumber} is booked with ${order.courier ?? "a courier"} (AWB ${order.trackingNumber}). Cancel the booking first.`;
  }
  if (action === "cancel" && status === "SHIPPED") {
    return "This order has already been shipped, so it can no longer be cancelled. Refund it instead.";
  }
  if (status === "CANCELLED") return "This order is cancelled.";
  if (status === "PENDING") return `This order is not paid yet, so it cannot be ${verbs[action]}.`;
  return `A ${status} order cannot be ${verbs[action]}.`;
}

/** 409 unless the action is allowed from the order's current state. */
export function assertAllowed(action: AdminOrderAction, order: OrderState): void {
  if (!allowedActions(order).includes(action)) throw new AppError("conflict", reason(action, order));
}
