import type { CreateOrderResponse } from "@contract/orders";
import type { OrderRow } from "@server/modules/orders/order-lifecycle.service";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";

/**
 * What the browser needs to open the payment window for an order and its gateway order: create_order's
 * answer, and the same again when the shopper pays an unpaid order later (POST /orders/{id}/pay/).
 */
export function paymentStartOf(
  deps: Pick<AppDeps, "payments">,
  user: AuthUser,
  order: OrderRow,
  gatewayOrderId: string,
): CreateOrderResponse {
  const address = order.addressDetails;
  const name = `${user.firstName} ${user.lastName}`.trim() || address.full_name;
  return {
    key: deps.payments.keyId,
    amount: order.totalPaise,
    razorpay_order_id: gatewayOrderId,
    order_key: order.orderKey,
    order_id: order.id,
    order_number: order.orderNumber,
    currency: "INR",
    checkout_script: deps.payments.checkoutScriptUrl,
    name: "Mithaas",
    prefill: { name, email: user.email, contact: user.phone ?? address.phone },
  };
}
