import {
  type CustomerCancelRequest,
  customerCancelMessages,
  customerCancelReasons,
  type Order,
} from "@contract/orders";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { GatewayRefund } from "@server/platform/payments/gateway";
import { cancelRefundedOrder } from "./cancel-refunded-order";
import type { OrderRow } from "./order.repository";
import { lockCustomerOrder } from "./order-customer-cancel.repository";
import { releaseUnpaidOrder, stockMoveTags } from "./order-lifecycle.service";
import { enqueueStatusMail } from "./order-status-mail";
import { lockProducts, productIdsOfOrders } from "./order-stock.repository";
import { customerCanCancel } from "./order-view";
import { getCustomerOrder, orderNotFound } from "./orders.service";
import { refundInFull } from "./refund-in-full";

type Deps = Pick<AppDeps, "db" | "storage" | "authSecret" | "config" | "payments" | "publicCache" | "now">;
type Log = { warn(obj: unknown, msg?: string): void };

/** Why the shopper cannot cancel it here, for an order `customerCanCancel` refuses. */
function refusal(order: OrderRow): AppError {
  switch (order.orderStatus) {
    case "CANCELLED":
      return new AppError("conflict", customerCancelMessages.alreadyCancelled);
    case "SHIPPED":
    case "DELIVERED":
      return new AppError("conflict", customerCancelMessages.left);
    default:
      return new AppError("conflict", customerCancelMessages.packed);
  }
}

/** The refund at the gateway, with the shopper's sentence when it fails (staff's names Razorpay). */
async function refundForShopper(deps: Deps, log: Log, order: OrderRow): Promise<GatewayRefund> {
  try {
    return await refundInFull(deps.payments, log, order);
  } catch (error) {
    if (error instanceof AppError && error.kind === "payment") {
      throw new AppError("payment", customerCancelMessages.refundFailed);
    }
    throw error;
  }
}

/**
 * POST /orders/{id}/cancel/: the shopper's own cancel, until the order is packed (decision 27). The
 * order row is locked first, so staff packing it, booking its courier or cancelling it, a payment
 * arriving and a second cancel all wait and then see it as this call left it; the rule is checked
 * under that lock. Unpaid: released as an expired order is. Paid: refunded in full at the gateway, then
 * cancelled with everything it held given back exactly as staff's cancel does. A refund that fails
 * throws before anything is written, so the order stays as it was.
 */
export async function cancelOwnOrder(
  deps: Deps,
  log: Log,
  user: AuthUser,
  id: number,
  input: CustomerCancelRequest,
): Promise<Order> {
  const detail = { by: "customer", reason: input.reason, note: input.note };
  const publicUrl = deps.config.publicUrl;
  const changed = await deps.db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, user.id, id);
    if (!order) throw notFound(orderNotFound);
    if (!customerCanCancel(order)) throw refusal(order);
    if (order.orderStatus === "PENDING") {
      await lockProducts(tx, await productIdsOfOrders(tx, [id]));
      if (!(await releaseUnpaidOrder(tx, id, "customer", { detail }))) {
        throw new Error(`unpaid order ${id} could not be released while locked`);
      }
      await enqueueStatusMail(tx, id, publicUrl, {
        kind: "cancelled",
        refundedPaise: null,
        byCustomer: true,
      });
      return stockMoveTags(tx, [id], "returned");
    }
    const refund = await refundForShopper(deps, log, order);
    await cancelRefundedOrder(tx, { publicUrl, now: deps.now() }, order, refund, {
      by: "customer",
      staffUserId: null,
      creditNoteReason: `Order cancelled by the customer: ${customerCancelReasons[input.reason]}`,
      detail,
    });
    return stockMoveTags(tx, [id], "returned");
  });
  await deps.publicCache.invalidate(changed);
  return getCustomerOrder(deps, user, id);
}
