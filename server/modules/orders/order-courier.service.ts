/**
 * Orders' face for courier bookings (decision 27): the shipments module books a parcel through these,
 * inside its own transaction, and never touches an order row itself. A booking writes what it means
 * for the order (packed, the courier and AWB) here, so orders can decide its own moves (a cancel, say)
 * from its own columns without ever asking shipments.
 */

import { shipmentMessages } from "@contract/admin/shipments";
import { addDays, indiaInstant, shortDayText } from "@contract/india-time";
import type { OrderStatus, PaymentStatus } from "@contract/orders";
import type { Db } from "@server/db/connect";
import { AppError } from "@server/platform/errors";
import { type AddressSnapshot, type OrderRow, orderForMail } from "./order.repository";
import {
  clearCourierSummary,
  clearPackedStamp,
  courierLines,
  orderFacts,
  readOrder,
  stampPackedIfEmpty,
  unbookedCourierOrders,
  writeCourierSummary,
} from "./order-courier.repository";
import { promisedDate } from "./order-view";
import { lockOrder } from "./orders.admin-repository";

export type CourierBookingSource = {
  id: number;
  orderNumber: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  cancelReason: string | null;
  shippingMethod: "S" | "E" | "L";
  paidAt: Date | null;
  createdAt: Date;
  /** A hand delivery's date; null for courier orders. */
  deliveryDate: string | null;
  address: AddressSnapshot;
  email: string;
  items: {
    name: string;
    productId: number | null;
    lineId: number;
    quantity: number;
    unitPaise: number;
    hsn: string | null;
  }[];
  discountPaise: number;
  /** Shipping charge and slot fee together, as the courier's manifest shows shipping. */
  shippingPaise: number;
  totalPaise: number;
  packedAt: Date | null;
  courier: string | null;
  trackingNumber: string | null;
  /** The India date the shopper was promised. */
  promisedOn: string;
};

async function sourceOf(db: Db, order: OrderRow | null): Promise<CourierBookingSource | null> {
  if (!order) return null;
  const [customer, items] = await Promise.all([orderForMail(db, order.id), courierLines(db, order.id)]);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    cancelReason: order.cancelReason,
    shippingMethod: order.shippingMethod,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
    deliveryDate: order.deliveryDate,
    address: order.addressDetails,
    email: customer?.email ?? "",
    items,
    discountPaise: order.offerDiscountPaise + order.couponDiscountPaise,
    shippingPaise: order.shippingChargePaise + order.slotFeePaise,
    totalPaise: order.totalPaise,
    packedAt: order.packedAt,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    promisedOn: promisedDate(order),
  };
}

/** Everything a booking sends the courier, with the order row locked to the end of `tx`; null when none. */
export async function courierBookingSource(tx: Db, orderId: number) {
  return sourceOf(tx, await lockOrder(tx, orderId));
}

/** The same, read without a lock: for the provider calls, which must not hold the order row. */
export async function peekCourierBookingSource(db: Db, orderId: number) {
  return sourceOf(db, await readOrder(db, orderId));
}

/** Why this order cannot be booked with a courier now, in staff's words; null when it can. */
export function courierBookingRefusal(source: CourierBookingSource): string | null {
  if (source.shippingMethod === "L") {
    const day = source.deliveryDate ? shortDayText(source.deliveryDate) : "its date";
    return shipmentMessages.handDelivered(source.orderNumber, day);
  }
  if (source.orderStatus === "CANCELLED") {
    return source.cancelReason === "customer"
      ? shipmentMessages.customerCancelled
      : shipmentMessages.cancelled;
  }
  if (source.orderStatus === "SHIPPED" || source.orderStatus === "DELIVERED") return shipmentMessages.shipped;
  if (source.orderStatus !== "PROCESSING" || source.paymentStatus !== "PAID") return shipmentMessages.notPaid;
  if (source.trackingNumber !== null) {
    return shipmentMessages.alreadyBooked(
      source.orderNumber,
      source.courier ?? "a courier",
      source.trackingNumber,
    );
  }
  return null;
}

/**
 * Claims a locked order for a courier booking: 409 unless it is paid, PROCESSING, by courier and not
 * booked. Stamps `packed_at` when nobody has, which also closes the shopper's own cancel, and answers
 * that stamp (null when the order was packed already) so a refused booking can take it back.
 */
export async function claimForCourier(tx: Db, source: CourierBookingSource, now: Date): Promise<Date | null> {
  const refusal = courierBookingRefusal(source);
  if (refusal) throw new AppError("conflict", refusal);
  if (source.packedAt !== null) return null;
  return (await stampPackedIfEmpty(tx, source.id, now)) ? now : null;
}

/** Undoes a claim: `packed_at` goes back to empty only if it is still the claim's own stamp. */
export async function releaseCourierClaim(tx: Db, orderId: number, stampedAt: Date | null): Promise<void> {
  if (stampedAt) await clearPackedStamp(tx, orderId, stampedAt, new Date());
}

/** The booked courier, AWB and tracking page become the order's summary (mails, the order page). */
export function noteCourierBooked(
  tx: Db,
  orderId: number,
  booking: { courier: string; awb: string; trackingUrl: string | null },
): Promise<boolean> {
  return writeCourierSummary(tx, orderId, booking, new Date());
}

/** A cancelled booking's courier and AWB leave the order; `packed_at` stays (staff packed it). */
export function clearCourierBooking(tx: Db, orderId: number, awb: string): Promise<boolean> {
  return clearCourierSummary(tx, orderId, awb, new Date());
}

export type CourierOrderToBook = {
  id: number;
  orderNumber: string;
  shippingMethod: "S" | "E";
  customerName: string;
  city: string;
  pincode: string;
  totalPaise: number;
  paidAt: Date;
  promisedOn: string;
};

/** A day's (India) paid courier orders that have no courier yet, oldest payment first. */
export async function courierOrdersToBook(
  db: Db,
  query: { paidOn: string; limit: number },
): Promise<CourierOrderToBook[]> {
  const from = indiaInstant(query.paidOn, 0);
  const to = indiaInstant(addDays(query.paidOn, 1), 0);
  const rows = await unbookedCourierOrders(db, { from, to, limit: query.limit });
  return rows.map((order) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    shippingMethod: order.shippingMethod === "E" ? "E" : "S",
    customerName: order.addressDetails.full_name,
    city: order.addressDetails.city,
    pincode: order.addressDetails.pincode,
    totalPaise: order.totalPaise,
    paidAt: order.paidAt ?? order.createdAt,
    promisedOn: promisedDate(order),
  }));
}

/** Number, method and status of these orders, for staff lists of their bookings. */
export const courierOrderFacts = (db: Db, orderIds: number[]) => orderFacts(db, orderIds);
