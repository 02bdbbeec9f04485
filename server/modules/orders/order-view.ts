import type { OrderTaxDocument } from "@contract/invoices";
import { paiseToDecimal } from "@contract/money";
import type { Order } from "@contract/orders";
import { shippingOptionNames } from "@contract/shipping";
import { signedPhotoUrl } from "@server/platform/private-photos";
import type { Storage } from "@server/platform/storage";
import type { OrderItemRow, OrderRow } from "./order.repository";
import { expectedDelivery } from "./order-dates";

export type OrderWithNames = { order: OrderRow; couponCode: string | null; offerName: string | null };

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * An order's discounts together, and the rounding that makes its parts add up to the total it was
 * charged: the quote rounds the total (`roundTotalPaise`, decision 0010) and keeps the parts exact.
 */
export function discountAndRounding(order: OrderRow) {
  const discountPaise = order.offerDiscountPaise + order.couponDiscountPaise;
  const exactPaise = order.subtotalPaise - discountPaise + order.shippingChargePaise + order.slotFeePaise;
  return { discountPaise, roundingPaise: order.totalPaise - exactPaise };
}

/** The card can change until the order is packed, and never once it has left or been cancelled. */
export const giftMessageEditable = (order: OrderRow) =>
  (order.orderStatus === "PENDING" || order.orderStatus === "PROCESSING") && order.packedAt === null;

/**
 * The shopper may cancel it themselves while it is unpaid, or paid and neither packed nor booked with a
 * courier; the cancel route enforces the same rule under the order's lock (decision 27).
 */
export const customerCanCancel = (order: Pick<OrderRow, "orderStatus" | "packedAt" | "trackingNumber">) =>
  order.orderStatus === "PENDING" ||
  (order.orderStatus === "PROCESSING" && order.packedAt === null && order.trackingNumber === null);

const cancelledBy = (order: OrderRow): Order["cancelled_by"] => {
  if (order.orderStatus !== "CANCELLED") return null;
  if (order.cancelReason === "customer") return "you";
  if (order.cancelReason === "staff") return "shop";
  return "unpaid";
};

/** The day promised: the hand-delivery date chosen, else the courier's expected date. */
export const promisedDate = (order: OrderRow) => order.deliveryDate ?? expectedDelivery(order);

/**
 * An order as the customer sees it (product §3 "Order" plus the lines the screens show). Hand it only to
 * the order's owner: it carries signed links to their photos (`authSecret` signs them).
 */
export function toOrder(
  { order, couponCode, offerName }: OrderWithNames,
  items: OrderItemRow[],
  documents: readonly OrderTaxDocument[],
  deps: { storage: Storage; authSecret: string },
): Order {
  const discounts: Order["discounts"] = [];
  if (order.offerDiscountPaise > 0) {
    discounts.push({
      kind: "offer",
      label: offerName ?? "Offer",
      amount: paiseToDecimal(order.offerDiscountPaise),
    });
  }
  if (order.couponDiscountPaise > 0) {
    discounts.push({
      kind: "coupon",
      label: couponCode ? `Coupon ${couponCode}` : "Coupon",
      amount: paiseToDecimal(order.couponDiscountPaise),
    });
  }
  const { discountPaise: discount, roundingPaise: rounding } = discountAndRounding(order);
  return {
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    order_status: order.orderStatus,
    payment_status: order.paymentStatus,
    total_amount: paiseToDecimal(order.totalPaise),
    subtotal: paiseToDecimal(order.subtotalPaise),
    discount_amount: paiseToDecimal(discount),
    discounts,
    coupon_code: couponCode,
    shipping_method: order.shippingMethod,
    shipping_method_name: shippingOptionNames[order.shippingMethod],
    shipping_charge: paiseToDecimal(order.shippingChargePaise),
    delivery_date: order.deliveryDate,
    delivery_slot_label: order.deliverySlotLabel,
    slot_fee: paiseToDecimal(order.slotFeePaise),
    gift_message: order.giftMessage,
    gift_from: order.giftFrom,
    gift_message_editable: giftMessageEditable(order),
    rounding: paiseToDecimal(rounding),
    expected_delivery: promisedDate(order),
    paid_at: iso(order.paidAt),
    expires_at: iso(order.expiresAt),
    refund_due: order.refundDue,
    refunded_at: iso(order.refundedAt),
    courier: order.courier,
    tracking_number: order.trackingNumber,
    shipped_at: iso(order.shippedAt),
    delivered_at: iso(order.deliveredAt),
    tracking_url: order.trackingUrl,
    packed_at: iso(order.packedAt),
    cancelled_at: iso(order.cancelledAt),
    cancelled_by: cancelledBy(order),
    can_cancel: customerCanCancel(order),
    invoice_number: documents.find((document) => document.kind === "invoice")?.number ?? null,
    credit_note_number: documents.find((document) => document.kind === "credit_note")?.number ?? null,
    address_details: {
      full_name: order.addressDetails.full_name,
      phone: order.addressDetails.phone,
      house_no: order.addressDetails.house_no,
      street: order.addressDetails.street,
      landmark: order.addressDetails.landmark,
      city: order.addressDetails.city,
      state: order.addressDetails.state,
      pincode: order.addressDetails.pincode,
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
        image_count: answer.images?.length ?? 0,
        photos: (answer.images ?? []).map((key) => signedPhotoUrl(deps.authSecret, key)),
      })),
    })),
  };
}
