import { z } from "zod";
import { idParam, idValue } from "../ids";
import { isIndiaDate, shortDayText } from "../india-time";
import { orderAddress, orderStatuses } from "../orders";

/**
 * Staff plan the day's hand deliveries (decision 24 "Staff"): the day plan, moving an order to another
 * date or slot, and stamping orders packed when their slips and cards are printed.
 */

const dateMessage = (label: string) => `${label} must be a date (YYYY-MM-DD)`;
const indiaDay = (label: string) =>
  z.string({ error: dateMessage(label) }).refine(isIndiaDate, dateMessage(label));

/** GET /api/admin/deliveries/?date=&zone_id=: one India date, every hand-delivery zone unless one is named. */
export const dayPlanQuery = z.object({
  date: indiaDay("Date"),
  zone_id: idParam("Zone").optional(),
});
export type DayPlanQuery = z.infer<typeof dayPlanQuery>;

/** A personalisation's text answer; photos stay on the order page. */
export const dayPlanItem = z.object({
  product_name: z.string(),
  quantity: z.number(),
  personalisations: z.array(z.object({ field: z.string(), text: z.string() })),
});

/** One order to hand over; no amounts: the plan travels with the drivers. */
export const dayPlanOrder = z.object({
  id: z.number(),
  order_number: z.string(),
  order_status: z.enum(orderStatuses),
  address: orderAddress,
  items: z.array(dayPlanItem),
  gift_message: z.string().nullable(),
  gift_from: z.string().nullable(),
  packed_at: z.string().nullable(),
});
export type DayPlanOrder = z.infer<typeof dayPlanOrder>;

/**
 * One slot of one zone on the date. `booked` is the counter (paid and unpaid places alike),
 * `unpaid_holds` the places unpaid orders hold until they are paid or expire; `blocked_reason` is the
 * date's block in this zone, whose orders were booked before it and need moving.
 */
export const dayPlanSlot = z.object({
  slot_id: z.number(),
  zone_id: z.number(),
  zone_name: z.string(),
  label: z.string(),
  is_active: z.boolean(),
  capacity: z.number(),
  booked: z.number(),
  unpaid_holds: z.number(),
  blocked_reason: z.string().nullable(),
  areas: z.array(z.object({ pincode: z.string(), city: z.string(), orders: z.array(dayPlanOrder) })),
});
export type DayPlanSlot = z.infer<typeof dayPlanSlot>;

export const dayPlan = z.object({
  date: z.string(),
  /** Zones that hand-deliver, for the page's filter. */
  zones: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Blocks on this date: `zone_id` null closes every zone. */
  blocks: z.array(z.object({ zone_id: z.number().nullable(), reason: z.string() })),
  slots: z.array(dayPlanSlot),
});
export type DayPlan = z.infer<typeof dayPlan>;

/** POST /api/admin/deliveries/orders/{id}/move/ */
export const moveDeliveryRequest = z.object({
  delivery_date: indiaDay("Delivery date"),
  delivery_slot_id: idValue("Delivery slot"),
});
export type MoveDeliveryRequest = z.infer<typeof moveDeliveryRequest>;

export const movedDelivery = z.object({
  order_id: z.number(),
  delivery_date: z.string(),
  delivery_slot_id: z.number(),
  delivery_slot_label: z.string(),
});
export type MovedDelivery = z.infer<typeof movedDelivery>;

/** One print run's worth: a day of a busy zone fits, a runaway request does not. */
export const maxPackedAtOnce = 100;

/** POST /api/admin/orders/packed/: the print buttons call it before printing slips and cards. */
export const packedRequest = z.object({
  order_ids: z
    .array(idValue("Order"), { error: "order_ids must be a list of order ids" })
    .min(1, "Choose at least one order")
    .max(maxPackedAtOnce, `At most ${maxPackedAtOnce} orders can be marked packed at once`),
});
export type PackedRequest = z.infer<typeof packedRequest>;

/** Which of the orders this call stamped; those packed before keep their first time. */
export const packedResponse = z.object({ packed: z.array(z.number()) });
export type PackedResponse = z.infer<typeof packedResponse>;

export const deliveryMoveMessages = {
  notHandDelivered: "Only a hand-delivered order can be moved to another date or time.",
  notProcessing: "Only a paid order that has not left the shop can be moved.",
  slotElsewhere: "That delivery time belongs to another zone. Choose one of this order's zone.",
  slotOff: (label: string) => `The ${label} delivery is switched off. Choose another time.`,
  unchanged: "The order is already booked for that date and time.",
  blocked: (date: string, reason: string) => `${shortDayText(date)} is blocked: ${reason}`,
  passed: (date: string) => `${shortDayText(date)} has passed.`,
  full: (label: string, date: string) =>
    `The ${label} delivery on ${shortDayText(date)} is full. Raise its capacity or choose another time.`,
  slotNotFound: "Delivery slot not found",
} as const;
