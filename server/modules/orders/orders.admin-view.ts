import type { AdminOrder, AdminOrderRow, AutomaticRefund } from "@contract/admin/orders";
import type { OrderTaxDocument } from "@contract/invoices";
import { paiseToDecimal } from "@contract/money";
import { shippingOptionNames } from "@contract/shipping";
import { signedPhotoUrl } from "@server/platform/private-photos";
import type { Storage } from "@server/platform/storage";
import type { OrderItemRow, OrderRow } from "./order.repository";
import type { orderHistory } from "./order-events.repository";
import { allowedActions } from "./order-moves";
import { discountAndRounding, iso, promisedDate } from "./order-view";
import type { AdminOrderRecord, listOrderQueue } from "./orders.admin-repository";

const fullName = (person: { firstName: string; lastName: string }, fallback: string) =>
  `${person.firstName} ${person.lastName}`.trim() || fallback;

type QueueRow = Awaited<ReturnType<typeof listOrderQueue>>["rows"][number];
type HistoryRow = Awaited<ReturnType<typeof orderHistory>>[number];

/** How a refund still due is going: not tried yet, or failed and waiting for its next try. */
const dueRefund = (order: OrderRow) =>
  order.refundDue ? (order.refundAttempts > 0 ? ("retrying" as const) : ("pending" as const)) : null;

/** A late payment's automatic refund, due or done (a refund staff made is not one). */
function automaticRefundOf(order: OrderRow, history: HistoryRow[]): AutomaticRefund | null {
  const due = dueRefund(order);
  if (due) {
    return {
      status: due,
      failed_attempts: order.refundAttempts,
      next_attempt_at: iso(order.refundRetryAt),
      refunded_at: null,
    };
  }
  const done = history.some(({ event }) => event.kind === "refunded" && event.detail.automatic === true);
  if (!done) return null;
  return {
    status: "refunded",
    failed_attempts: order.refundAttempts,
    next_attempt_at: null,
    refunded_at: iso(order.refundedAt),
  };
}

export function toAdminOrderRow(row: QueueRow): AdminOrderRow {
  const { order } = row;
  return {
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    customer_name: fullName(row, order.addressDetails.full_name),
    customer_email: row.email,
    total_amount: paiseToDecimal(order.totalPaise),
    order_status: order.orderStatus,
    payment_status: order.paymentStatus,
    item_count: Number(row.itemCount),
    refund_due: order.refundDue,
    automatic_refund: dueRefund(order),
  };
}

/** "MTH-…-3-photo-2.jpg": a file name that says which order, line and field a download came from. */
function photoName(order: OrderRow, itemId: number, field: string, index: number, key: string) {
  const slug =
    field
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "photo";
  const extension = key.split(".").at(-1) ?? "jpg";
  return `${order.orderNumber}-${itemId}-${slug}-${index + 1}.${extension}`;
}

type ViewDeps = { storage: Storage; authSecret: string };

/** An order as the back office shows it; customers' photos get links that work for 15 minutes. */
export function toAdminOrder(
  record: AdminOrderRecord,
  {
    items,
    history,
    documents,
  }: { items: OrderItemRow[]; history: HistoryRow[]; documents: OrderTaxDocument[] },
  deps: ViewDeps,
): AdminOrder {
  const { order, customer } = record;
  const { roundingPaise: rounding } = discountAndRounding(order);
  return {
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    order_status: order.orderStatus,
    payment_status: order.paymentStatus,
    refund_due: order.refundDue,
    automatic_refund: automaticRefundOf(order, history),
    cancelled_at: iso(order.cancelledAt),
    cancel_reason: order.cancelReason,
    customer: {
      id: customer.id,
      name: fullName(customer, order.addressDetails.full_name),
      email: customer.email,
      phone: customer.phone,
    },
    address: {
      full_name: order.addressDetails.full_name,
      phone: order.addressDetails.phone,
      house_no: order.addressDetails.house_no,
      street: order.addressDetails.street,
      landmark: order.addressDetails.landmark,
      city: order.addressDetails.city,
      state: order.addressDetails.state,
      pincode: order.addressDetails.pincode,
    },
    shipping_method: order.shippingMethod,
    shipping_method_name: shippingOptionNames[order.shippingMethod],
    expected_delivery: promisedDate(order),
    delivery_date: order.deliveryDate,
    delivery_slot_label: order.deliverySlotLabel,
    gift_message: order.giftMessage,
    gift_from: order.giftFrom,
    packed_at: iso(order.packedAt),
    amounts: {
      subtotal: paiseToDecimal(order.subtotalPaise),
      offer_name: record.offerName,
      offer_discount: paiseToDecimal(order.offerDiscountPaise),
      coupon_code: record.couponCode,
      coupon_discount: paiseToDecimal(order.couponDiscountPaise),
      shipping_charge: paiseToDecimal(order.shippingChargePaise),
      slot_fee: paiseToDecimal(order.slotFeePaise),
      rounding: paiseToDecimal(rounding),
      total: paiseToDecimal(order.totalPaise),
    },
    payment: {
      gateway: order.gateway,
      gateway_order_id: order.gatewayOrderId,
      gateway_payment_id: order.gatewayPaymentId,
      gateway_refund_id: order.gatewayRefundId,
      paid_at: iso(order.paidAt),
      refunded_at: iso(order.refundedAt),
    },
    shipment: {
      courier: order.courier,
      tracking_number: order.trackingNumber,
      shipped_at: iso(order.shippedAt),
      delivered_at: iso(order.deliveredAt),
    },
    items: items.map((item) => ({
      id: item.id,
      product: item.productId,
      product_name: item.productName,
      product_image: item.productImageKey ? deps.storage.url(item.productImageKey) : "",
      quantity: item.quantity,
      price: paiseToDecimal(item.unitPricePaise),
      subtotal: paiseToDecimal(item.unitPricePaise * item.quantity),
      customizations: item.customizations.map((answer) => ({
        field: answer.field,
        text: answer.text ?? null,
        photos: (answer.images ?? []).map((key, index) => ({
          url: signedPhotoUrl(deps.authSecret, key),
          filename: photoName(order, item.id, answer.field, index, key),
        })),
      })),
    })),
    tax_documents: documents,
    history: history.map(({ event, staffEmail }) => ({
      id: event.id,
      created_at: event.createdAt.toISOString(),
      kind: event.kind,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      staff_email: staffEmail,
      detail: event.detail,
    })),
    actions: allowedActions(order),
  };
}
