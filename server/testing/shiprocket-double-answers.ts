import { addDays, indiaDate } from "@contract/india-time";
import PDFDocument from "pdfkit";
import { etdText, isoClock } from "./shiprocket-double-webhook";

export type ShiprocketDoubleOrder = {
  id: string;
  channelOrderId: string;
  shipmentId: string;
  awb: string | null;
  courierId: number | null;
  courierName: string | null;
  status: "NEW" | "READY TO SHIP" | "PICKUP SCHEDULED" | "CANCELED";
  pickupRequested: boolean;
  /** What create/adhoc was sent. */
  body: Record<string, unknown>;
};

/** The couriers every pincode starting 1–8 has; those starting 9 have none. */
const servingCouriers = [
  { id: 1, name: "Delhivery Surface", rate: 65.5, days: 4, surface: true, rating: 4.6 },
  { id: 10, name: "Blue Dart Air", rate: 129, days: 2, surface: false, rating: 4.8 },
  { id: 43, name: "Xpressbees", rate: 58, days: 5, surface: true, rating: 4.2 },
] as const;
const recommendedCourierId = 1;
const orderStatusCodes = { NEW: 1, "READY TO SHIP": 3, "PICKUP SCHEDULED": 4, CANCELED: 5 } as const;
const served = (pincode: string) => /^[1-8]\d{5}$/.test(pincode);
/** Shiprocket's PHP-style stamp of when it did something. */
const stamped = (at: Date) => ({
  date: `${isoClock(at)}.000000`,
  timezone_type: 3,
  timezone: "Asia/Kolkata",
});

/** The courier taking a parcel to `pincode`: the one asked for, else the recommended one; null when none can. */
export function courierFor(pincode: string, courierId: number | null) {
  if (!served(pincode)) return null;
  return servingCouriers.find((courier) => courier.id === (courierId ?? recommendedCourierId)) ?? null;
}

/** settings/company/pickup: the account's one pickup address. */
export const pickupLocations = (pickupLocation: string) => ({
  data: {
    shipping_address: [
      {
        id: 4984500,
        pickup_location: pickupLocation,
        address: "12 Khel Gaon Marg",
        address_2: "Near Siri Fort",
        city: "New Delhi",
        state: "Delhi",
        country: "India",
        pin_code: "110017",
        phone: "9876543210",
        name: "Mithaas",
        status: 2,
        is_primary_location: 1,
      },
    ],
    allow_more: "true",
    company_name: "Mithaas",
  },
});

/** courier/serviceability for a served pincode; etd counts from the double's India today. */
export const serviceability = (deliveryPincode: string, weightKg: number, now: Date) =>
  served(deliveryPincode)
    ? {
        currency: "INR",
        data: {
          available_courier_companies: servingCouriers.map((courier) => ({
            courier_company_id: courier.id,
            courier_name: courier.name,
            rate: courier.rate,
            freight_charge: courier.rate,
            estimated_delivery_days: String(courier.days),
            etd: etdText(addDays(indiaDate(now), courier.days)),
            etd_hours: courier.days * 24,
            is_surface: courier.surface,
            mode: courier.surface ? 0 : 1,
            rating: courier.rating,
            cod: 1,
            min_weight: 0.5,
            charge_weight: Math.max(0.5, weightKg),
            postcode: deliveryPincode,
            cutoff_time: "11:00",
          })),
          recommended_courier_company_id: recommendedCourierId,
          shiprocket_recommended_courier_id: recommendedCourierId,
        },
        status: 200,
      }
    : // The collection's own shape for "nothing here": a 200 whose body says 404.
      { status: 404, message: "No courier serviceable for this pincode" };

export const created = (order: ShiprocketDoubleOrder) => ({
  order_id: Number(order.id),
  shipment_id: Number(order.shipmentId),
  status: "NEW",
  status_code: 1,
  onboarding_completed_now: 0,
  awb_code: null,
  courier_company_id: null,
  courier_name: null,
});

/** One order as orders?search= lists it (`shipments` a list). */
export const orderListing = (order: ShiprocketDoubleOrder) => ({
  id: Number(order.id),
  channel_id: 3422553,
  channel_name: "CUSTOM",
  base_channel_code: "CS",
  channel_order_id: order.channelOrderId,
  customer_name: `${order.body.billing_customer_name ?? ""} ${order.body.billing_last_name ?? ""}`.trim(),
  customer_email: order.body.billing_email,
  customer_phone: String(order.body.billing_phone ?? ""),
  pickup_location: order.body.pickup_location,
  total: Number(order.body.sub_total ?? 0).toFixed(2),
  status: order.status,
  status_code: orderStatusCodes[order.status],
  payment_method: "prepaid",
  shipments: [
    {
      id: Number(order.shipmentId),
      courier: order.courierName ?? "",
      awb: order.awb ?? "",
      pickup_scheduled_date: null,
      pickup_token_number: null,
    },
  ],
});

/** One order as orders/show/{id} answers it (`shipments` one object). */
export function orderShown(order: ShiprocketDoubleOrder) {
  const { shipments, ...listing } = orderListing(order);
  return {
    data: {
      ...listing,
      customer_address: order.body.billing_address,
      customer_city: order.body.billing_city,
      customer_pincode: String(order.body.billing_pincode ?? ""),
      shipments: {
        ...shipments[0],
        order_id: Number(order.id),
        courier_id: order.courierId ?? "",
        status: order.status === "CANCELED" ? "CANCELED" : "PENDING",
      },
    },
  };
}

export const awbAssigned = (order: ShiprocketDoubleOrder, now: Date) => ({
  awb_assign_status: 1,
  response: {
    data: {
      courier_company_id: order.courierId,
      awb_code: order.awb,
      cod: 0,
      order_id: Number(order.id),
      shipment_id: Number(order.shipmentId),
      awb_code_status: 1,
      assigned_date_time: stamped(now),
      applied_weight: Number(order.body.weight),
      courier_name: order.courierName,
      child_courier_name: null,
      pickup_scheduled_date: null,
      routing_code: "",
    },
  },
});

/** generate/pickup: booked for the same time tomorrow. */
export const pickupScheduled = (order: ShiprocketDoubleOrder, now: Date) => ({
  pickup_status: 1,
  response: {
    pickup_scheduled_date: isoClock(new Date(now.getTime() + 24 * 3_600_000)),
    pickup_token_number: `Reference No: ${order.shipmentId}_${order.awb}`,
    status: 3,
    pickup_generated_date: stamped(now),
    data: `Pickup is confirmed by ${order.courierName} For AWB :- ${order.awb}`,
  },
});

/** A small real PDF, as Shiprocket's label on S3 would be. */
export function labelPdf(order: ShiprocketDoubleOrder): Promise<Buffer> {
  const doc = new PDFDocument({ size: [288, 432], margin: 18, info: { Title: `Label ${order.awb}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text("Shipping label");
  doc.fontSize(11).text(order.courierName ?? "");
  doc.text(`AWB ${order.awb ?? ""}`);
  doc.text(`Order ${order.channelOrderId}`);
  doc.end();
  return done;
}
