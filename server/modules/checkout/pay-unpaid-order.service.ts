import type { CreateOrderResponse } from "@contract/orders";
import { payOrderMessages } from "@contract/orders";
import { customersOrderRow, orderNotFound } from "@server/modules/orders/orders.service";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import { paymentStartOf } from "./payment-start";

/**
 * POST /orders/{id}/pay/: opens the payment window again for an unpaid order that still holds its
 * items, with the gateway order and amount it was created with: no new order and no new gateway order,
 * so verify_payment and the webhook settle it exactly as on the first try. A payment that lands just
 * after the hold ends is handled like any late payment (revived, or refunded by itself).
 */
export async function payUnpaidOrder(
  deps: Pick<AppDeps, "db" | "payments">,
  user: AuthUser,
  id: number,
  now = new Date(),
): Promise<CreateOrderResponse> {
  const order = await customersOrderRow(deps, user, id);
  if (!order) throw notFound(orderNotFound);
  if (order.paymentStatus === "PAID" || order.paymentStatus === "REFUNDED") {
    throw new AppError("conflict", payOrderMessages.alreadyPaid);
  }
  const gatewayOrderId = order.gatewayOrderId;
  const holding =
    order.orderStatus === "PENDING" &&
    order.paymentStatus === "PENDING" &&
    order.expiresAt !== null &&
    order.expiresAt > now;
  if (!holding || gatewayOrderId === null) throw new AppError("conflict", payOrderMessages.expired);
  return paymentStartOf(deps, user, order, gatewayOrderId);
}
