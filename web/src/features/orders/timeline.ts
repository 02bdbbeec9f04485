import { promisedSlotText } from "@contract/delivery-slots";
import type { Order } from "@contract/orders";
import { type ShipmentState, shipmentStateLabels } from "@contract/shipment-states";
import type { OrderTracking } from "@contract/shipments";
import { formatDate } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";

/** The courier and parcel number the Shipped step names, with the courier's own tracking page. */
export type Parcel = {
  courier: string | null;
  number: string | null;
  numberLabel: string;
  url: string | null;
};

/**
 * One line of the order's timeline, oldest first: a step of the order's life (`reached`, else still to
 * come), a courier's update with its place, or how it ended (cancelled, refunded). `at` is an ISO instant.
 */
export type TimelineEntry =
  | {
      kind: "step";
      key: string;
      title: string;
      at: string | null;
      reached: boolean;
      detail?: string;
      parcel?: Parcel;
    }
  | { kind: "update"; key: string; text: string; location: string; at: string | null }
  | { kind: "end"; key: string; text: string };

/** States in which the courier has the parcel or has brought it back: the order has left us. */
const leftUs: ReadonlySet<ShipmentState> = new Set([
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "rto",
]);

/** A noon in India, so a date-only value reads as that India day. */
const dayOf = (date: string) => formatDate(`${date}T12:00:00+05:30`);
const same = (text: string, label: string) => text.trim().toLowerCase() === label.toLowerCase();
const byWhom = { you: " by you", shop: " by us", unpaid: "" } as const;

function parcelOf(order: Order, tracking: OrderTracking | undefined): Parcel | undefined {
  const courier = tracking?.courier ?? order.courier;
  const number = tracking?.awb ?? order.tracking_number;
  const url = tracking?.tracking_url ?? order.tracking_url;
  if (!courier && !number && !url) return undefined;
  // A booked courier's number is its AWB; one typed by staff for a parcel sent by hand is a tracking number.
  const booked = Boolean(tracking?.state) || order.tracking_url !== null;
  return { courier, number, numberLabel: booked ? "AWB" : "Tracking number", url };
}

/**
 * Decision 27's timeline: Placed, Paid, Packed, Shipped (courier, number, link), each courier update,
 * Out for delivery, Delivered; a hand delivery goes Packed → Out for delivery (our team) → Delivered with
 * its promised slot. A cancelled, refunded or returned (RTO) order keeps only the steps it reached, then
 * how it ended.
 */
export function timelineOf(order: Order, tracking?: OrderTracking): TimelineEntry[] {
  const state = tracking?.state ?? null;
  const hand = order.shipping_method === "L";
  const left =
    order.order_status === "SHIPPED" ||
    order.order_status === "DELIVERED" ||
    order.shipped_at !== null ||
    (state !== null && leftUs.has(state));
  const delivered =
    order.order_status === "DELIVERED" || order.delivered_at !== null || state === "delivered";
  const updates = [...(tracking?.updates ?? [])].reverse();
  // The courier's own "Out for delivery" and "Delivered" updates are those steps, not lines of their own.
  const lastAt = (label: string) => updates.filter((update) => same(update.text, label)).at(-1)?.at ?? null;
  const outAt = lastAt("Out for delivery");

  const step = (
    key: string,
    title: string,
    at: string | null,
    reached: boolean,
    more: { detail?: string; parcel?: Parcel } = {},
  ): TimelineEntry => ({
    kind: "step",
    key,
    title,
    at: reached ? at : null,
    reached,
    ...more,
  });
  const entries: TimelineEntry[] = [
    step("placed", "Placed", order.created_at, true),
    step(
      "paid",
      "Paid",
      order.paid_at,
      order.paid_at !== null || order.payment_status === "PAID" || order.payment_status === "REFUNDED",
    ),
    step("packed", "Packed", order.packed_at, order.packed_at !== null || left),
  ];
  if (hand) {
    entries.push(step("out", "Out for delivery (our team)", order.shipped_at, left));
  } else {
    entries.push(step("shipped", "Shipped", order.shipped_at, left, { parcel: parcelOf(order, tracking) }));
    updates.forEach((update, index) => {
      if (same(update.text, "Out for delivery") || same(update.text, "Delivered")) return;
      entries.push({ kind: "update", key: `update-${index}`, ...update });
    });
    entries.push(
      step("out", "Out for delivery", outAt, delivered || state === "out_for_delivery" || outAt !== null),
    );
  }
  const promise =
    hand && order.delivery_date
      ? `Promised for ${promisedSlotText(order.delivery_date, order.delivery_slot_label)}`
      : undefined;
  const estimate =
    !hand && tracking?.expected_on
      ? `The courier expects to deliver on ${dayOf(tracking.expected_on)}`
      : undefined;
  entries.push(
    step("delivered", "Delivered", order.delivered_at ?? lastAt("Delivered"), delivered, {
      detail: promise ?? (delivered ? undefined : estimate),
    }),
  );

  const cancelled = order.order_status === "CANCELLED";
  const refunded = order.payment_status === "REFUNDED";
  const returned = state === "rto";
  if (!cancelled && !refunded && !order.refund_due && !returned) return entries;
  const ended = entries.filter((entry) => entry.kind !== "step" || entry.reached);
  if (returned) ended.push({ kind: "end", key: "returned", text: shipmentStateLabels.rto });
  if (cancelled) {
    const on = order.cancelled_at ? ` on ${formatDate(order.cancelled_at)}` : "";
    ended.push({
      kind: "end",
      key: "cancelled",
      text: `Cancelled${on}${byWhom[order.cancelled_by ?? "unpaid"]}`,
    });
  }
  if (refunded && order.refunded_at) {
    ended.push({
      kind: "end",
      key: "refunded",
      text: `${formatAmount(order.total_amount)} refunded on ${formatDate(order.refunded_at)}`,
    });
  }
  return ended;
}
