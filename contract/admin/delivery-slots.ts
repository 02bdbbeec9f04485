import { z } from "zod";
import { decimalAmount } from "../catalog";
import { idParam, idValue } from "../ids";
import { isIndiaDate } from "../india-time";
import { requiredText } from "../profile";
import { rupees } from "./money-fields";

/**
 * Staff's side of hand delivery (decision 24): a zone's settings and slots, each slot's capacity on each
 * date, and blocked dates. Times of day travel as "HH:MM" (24-hour, India time); dates as YYYY-MM-DD.
 * The web imports these as types only (see offer-views.ts).
 */

const timeMessage = (label: string) => `${label} must be a time of day like 09:00 or 23:59`;

/** "14:00" ↔ 840 minutes after India midnight. */
export const minuteOfTime = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
export const timeOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

const timeOfDay = (label: string) =>
  z
    .string({ error: timeMessage(label) })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage(label))
    .transform(minuteOfTime);

const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

const dateMessage = (label: string) => `${label} must be a date (YYYY-MM-DD)`;
export const indiaDateField = (label: string) =>
  z
    .string({ error: dateMessage(label) })
    .max(10, dateMessage(label))
    .refine(isIndiaDate, dateMessage(label));

export const slotKinds = ["window", "fixed_time", "midnight"] as const;

export const maxSlotsPerZone = 12;
export const maxSlotCapacity = 10_000;

/** One slot as staff write it; without `id` it is a new slot. Times are minutes once parsed. */
export const deliverySlotInput = z
  .object({
    id: idValue("Slot").nullish(),
    kind: z.enum(slotKinds, { error: "Kind must be window, fixed_time or midnight" }),
    start: timeOfDay("Start"),
    end: timeOfDay("End"),
    fee: rupees,
    default_capacity: wholeNumber("Capacity", 0, maxSlotCapacity),
    is_active: z.boolean({ error: "Active must be true or false" }),
  })
  .superRefine((slot, ctx) => {
    if (slot.end <= slot.start) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "A slot must end after it starts" });
    }
    if (slot.kind === "midnight" && slot.start < 22 * 60) {
      ctx.addIssue({ code: "custom", path: ["start"], message: "A midnight slot starts at 22:00 or later" });
    }
  });
export type DeliverySlotInput = z.output<typeof deliverySlotInput>;

/**
 * PUT /api/admin/shipping-zones/{id}/local-delivery/: the zone's hand delivery and its slots together.
 * A slot left out is deleted, or switched off when an order points at it.
 */
export const localDeliveryInput = z
  .object({
    is_active: z.boolean({ error: "Active must be true or false" }),
    area_name: requiredText("Area", 40),
    position: wholeNumber("Position", 0, 999),
    cutoff: timeOfDay("Cut-off"),
    lead_days: wholeNumber("Lead days", 0, 7),
    notice_minutes: wholeNumber("Notice", 0, 720),
    horizon_days: wholeNumber("Booking horizon", 1, 60),
    charge: rupees,
    free_shipping_value: rupees,
    slots: z
      .array(deliverySlotInput, { error: "Slots must be a list" })
      .max(maxSlotsPerZone, `A zone can have at most ${maxSlotsPerZone} slots`),
  })
  .superRefine((input, ctx) => {
    if (input.is_active && !input.slots.some((slot) => slot.is_active)) {
      ctx.addIssue({ code: "custom", path: ["slots"], message: "Switch on at least one slot" });
    }
    const ids = input.slots.flatMap((slot) => (slot.id == null ? [] : [slot.id]));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", path: ["slots"], message: "A slot is listed twice" });
    }
  });
export type LocalDeliveryInput = z.output<typeof localDeliveryInput>;
export type LocalDeliveryForm = z.input<typeof localDeliveryInput>;

export const adminDeliverySlot = z.object({
  id: z.number().int(),
  kind: z.enum(slotKinds),
  start: z.string(),
  end: z.string(),
  label: z.string(),
  fee: decimalAmount,
  default_capacity: z.number().int(),
  is_active: z.boolean(),
});
export type AdminDeliverySlot = z.infer<typeof adminDeliverySlot>;

export const adminLocalDelivery = z.object({
  is_active: z.boolean(),
  area_name: z.string(),
  position: z.number().int(),
  cutoff: z.string(),
  lead_days: z.number().int(),
  notice_minutes: z.number().int(),
  horizon_days: z.number().int(),
  charge: decimalAmount,
  free_shipping_value: decimalAmount,
  slots: z.array(adminDeliverySlot),
});
export type AdminLocalDelivery = z.infer<typeof adminLocalDelivery>;

export const maxCapacityDays = 31;

/** GET /api/admin/delivery-capacity/?zone_id=&from=&days=: `days` dates from `from` (7 unless said, ≤ 31). */
export const capacityQuery = z.object({
  zone_id: idParam("Zone"),
  from: indiaDateField("From"),
  days: z
    .string()
    .regex(/^\d{1,2}$/, `Days must be a whole number from 1 to ${maxCapacityDays}`)
    .transform(Number)
    .refine(
      (days) => days >= 1 && days <= maxCapacityDays,
      `Days must be a whole number from 1 to ${maxCapacityDays}`,
    )
    .optional()
    .transform((days) => days ?? 7),
});
export type CapacityQuery = z.output<typeof capacityQuery>;

/** One slot on one date: `capacity` is what counts (the override, else the slot's default). */
export const capacityCell = z.object({
  slot_id: z.number().int(),
  date: z.string(),
  capacity: z.number().int(),
  capacity_override: z.number().int().nullable(),
  booked: z.number().int(),
});
export type CapacityCell = z.infer<typeof capacityCell>;

export const capacityGrid = z.object({
  zone_id: z.number().int(),
  slots: z.array(adminDeliverySlot),
  dates: z.array(
    z.object({ date: z.string(), blocked_reason: z.string().nullable(), cells: z.array(capacityCell) }),
  ),
});
export type CapacityGrid = z.infer<typeof capacityGrid>;

/** PUT /api/admin/delivery-capacity/: `capacity` null goes back to the slot's default; 0 closes the day. */
export const capacityInput = z.object({
  slot_id: idValue("Slot"),
  date: indiaDateField("Date"),
  capacity: wholeNumber("Capacity", 0, maxSlotCapacity).nullable(),
});
export type CapacityInput = z.output<typeof capacityInput>;

/** GET /api/admin/delivery-blocked-dates/?from=: blocks from that date (today unless said), by date. */
export const blockedDatesQuery = z.object({ from: indiaDateField("From").optional() });

/** POST /api/admin/delivery-blocked-dates/: `zone_id` null blocks every hand-delivery zone. */
export const blockedDateInput = z.object({
  zone_id: idValue("Zone").nullable(),
  date: indiaDateField("Date"),
  reason: requiredText("Reason", 120),
});
export type BlockedDateInput = z.output<typeof blockedDateInput>;

export const adminBlockedDate = z.object({
  id: z.number().int(),
  zone_id: z.number().int().nullable(),
  zone_name: z.string().nullable(),
  date: z.string(),
  reason: z.string(),
});
export type AdminBlockedDate = z.infer<typeof adminBlockedDate>;

export const adminBlockedDates = z.object({ results: z.array(adminBlockedDate) });

export const deliverySlotMessages = {
  slotNotFound: "Delivery slot not found",
  blockNotFound: "Blocked date not found",
  zoneNotFound: "Shipping zone not found",
  datePassed: "That date has passed",
  alreadyBlocked: (day: string, where: string) => `${day} is already blocked ${where}`,
} as const;
