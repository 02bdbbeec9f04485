import { z } from "zod";
import { decimalAmount } from "../catalog";
import { shipmentStates } from "../shipment-states";

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be from ${min} to ${max}`)
    .max(max, `${label} must be from ${min} to ${max}`);

/** The box a booking ships: weight in grams, sides in cm (Shiprocket's limits for one parcel). */
export const parcelInput = z.object({
  weight_grams: whole("Weight", 50, 30_000),
  length_cm: whole("Length", 1, 200),
  breadth_cm: whole("Breadth", 1, 200),
  height_cm: whole("Height", 1, 200),
});
export type ParcelInput = z.infer<typeof parcelInput>;

const orderIdField = whole("Order", 1, 2_147_483_647);

/** GET /api/admin/shipments/couriers/?order_id=&weight_grams=&length_cm=&breadth_cm=&height_cm= */
export const courierChoicesQuery = parcelInput.extend({ order_id: orderIdField });
export type CourierChoicesQuery = z.infer<typeof courierChoicesQuery>;

/**
 * The couriers that serve the order's pincode: the recommended one first, then by charge. `late` when
 * the courier expects to deliver after the order's promised date.
 */
export const courierChoices = z.object({
  pickup_pincode: z.string(),
  delivery_pincode: z.string(),
  promised_on: z.string(),
  recommended_courier_id: z.number().nullable(),
  couriers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      charge: decimalAmount,
      days: z.number().nullable(),
      etd: z.string().nullable(),
      mode: z.enum(["air", "surface"]),
      rating: z.number().nullable(),
      late: z.boolean(),
    }),
  ),
  /** Said when no courier serves the pincode. */
  message: z.string().nullable(),
});
export type CourierChoices = z.infer<typeof courierChoices>;

/** POST /api/admin/shipments/: book one order; a null courier takes Shiprocket's recommendation. */
export const bookShipmentRequest = z.object({
  order_id: orderIdField,
  courier_id: whole("Courier", 1, 2_147_483_647).nullable(),
  parcel: parcelInput,
});
export type BookShipmentRequest = z.infer<typeof bookShipmentRequest>;
export type BookShipmentInput = z.input<typeof bookShipmentRequest>;

/** POST /api/admin/shipments/bulk/: book up to 50 orders with the default parcel (or the one given). */
export const bulkBookingRequest = z.object({
  order_ids: z
    .array(orderIdField)
    .min(1, "Choose at least one order")
    .max(50, "Book at most 50 orders at a time"),
  parcel: parcelInput.nullish().transform((parcel) => parcel ?? null),
});
export type BulkBookingRequest = z.infer<typeof bulkBookingRequest>;
export type BulkBookingInput = z.input<typeof bulkBookingRequest>;

/** 202: which orders were queued for the booking worker and which were refused, with why. */
export const bulkBookingResult = z.object({
  queued: z.array(z.number()),
  refused: z.array(z.object({ order_id: z.number(), message: z.string() })),
});
export type BulkBookingResult = z.infer<typeof bulkBookingResult>;

/** A courier booking as staff see it, on the order page and in the Courier bookings lists. */
export const adminShipment = z.object({
  id: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  shipping_method: z.enum(["S", "E", "L"]),
  state: z.enum(shipmentStates),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  tracking_url: z.string().nullable(),
  charge: decimalAmount.nullable(),
  parcel: parcelInput,
  pickup_scheduled_for: z.string().nullable(),
  pickup_token: z.string().nullable(),
  manifest_url: z.string().nullable(),
  expected_on: z.string().nullable(),
  attention: z.string().nullable(),
  last_error: z.string().nullable(),
  attempts: z.number(),
  retry_at: z.string().nullable(),
  cancel_requested: z.boolean(),
  booked_at: z.string().nullable(),
  updated_at: z.string(),
  /** The courier's updates, newest first, with its own activity text (staff only). */
  updates: z.array(
    z.object({
      at: z.string().nullable(),
      label: z.string(),
      activity: z.string(),
      location: z.string(),
    }),
  ),
});
export type AdminShipment = z.infer<typeof adminShipment>;

/** GET /api/admin/orders/{id}/shipment/: the provider in use, the default parcel, and the live booking if any. */
export const orderShipmentPanel = z.object({
  provider: z.enum(["manual", "shiprocket"]),
  default_parcel: parcelInput.nullable(),
  shipment: adminShipment.nullable(),
  /** Earlier bookings of this order that failed or were cancelled, newest first. */
  earlier: z.array(adminShipment),
});
export type OrderShipmentPanel = z.infer<typeof orderShipmentPanel>;

/** The Courier bookings page's tabs. */
export const shipmentViews = ["to_book", "booking", "booked", "on_the_way", "attention"] as const;
export type ShipmentView = (typeof shipmentViews)[number];

/** GET /api/admin/shipments/?view=…&paid_on=YYYY-MM-DD (paid_on only for to_book; default today, India). */
export const shipmentListQuery = z.object({
  view: z.enum(shipmentViews).default("to_book"),
  paid_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD")
    .optional(),
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuery>;

/** An order paid that day, by courier, not yet booked: the To book tab. */
export const orderToBook = z.object({
  order_id: z.number(),
  order_number: z.string(),
  shipping_method: z.enum(["S", "E"]),
  customer_name: z.string(),
  city: z.string(),
  pincode: z.string(),
  total: decimalAmount,
  paid_at: z.string(),
  promised_on: z.string(),
});
export type OrderToBook = z.infer<typeof orderToBook>;

export const shipmentList = z.object({
  view: z.enum(shipmentViews),
  provider: z.enum(["manual", "shiprocket"]),
  default_parcel: parcelInput.nullable(),
  to_book: z.array(orderToBook),
  shipments: z.array(adminShipment),
});
export type ShipmentList = z.infer<typeof shipmentList>;

/** GET /api/admin/shipments/labels/?order_ids=1,2,3&parts=both|labels|slips: one PDF, in the order given. */
export const labelsQuery = z.object({
  order_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, "order_ids must be up to 50 order ids, comma-separated")
    .transform((ids) => [...new Set(ids.split(",").map(Number))]),
  parts: z.enum(["both", "labels", "slips"]).default("both"),
});
export type LabelsQuery = z.infer<typeof labelsQuery>;

/** What booking answers when it cannot (409, or 503 while the provider does not answer). */
export const shipmentMessages = {
  notSetUp: "Courier booking is not set up: orders are shipped by hand.",
  notPaid: "This order is not paid yet.",
  customerCancelled: "The customer cancelled this order.",
  cancelled: "This order is cancelled.",
  shipped: "This order has already been shipped.",
  handDelivered: (orderNumber: string, day: string) =>
    `Order #${orderNumber} is delivered by our own team on ${day}, so it is not booked with a courier.`,
  alreadyBooked: (orderNumber: string, courier: string, awb: string) =>
    `Order #${orderNumber} is already booked with ${courier} (AWB ${awb}).`,
  refused: (message: string) => `Shiprocket refused the booking: ${message}`,
  onHold: (orderNumber: string) =>
    `Shiprocket did not answer. The booking for order #${orderNumber} is on hold: we will ask Shiprocket whether it went through before trying again.`,
  noCourier: (pincode: string) => `Shiprocket has no courier for ${pincode}.`,
  pickedUp: "The courier has already picked this parcel up.",
  notFound: "Shipment not found",
} as const;
