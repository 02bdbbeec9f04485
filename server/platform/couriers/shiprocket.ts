import type { ShiprocketConfig } from "@server/config";
import {
  CourierError,
  type CourierProvider,
  type CourierQuote,
  type ProviderBooking,
} from "./courier-provider";
import { downloadPdf, providerMessage, refused, type ShiprocketLog, shiprocketHttp } from "./shiprocket-http";
import { adhocOrderBody, idValue, paiseOf, parcelFields } from "./shiprocket-order";
import { readTrackingWebhook, shiprocketTime, trackingWebhookAuthorized } from "./shiprocket-webhook";

const pickupCheckMs = 3_600_000;
const labelMaxBytes = 5 * 1024 * 1024;
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const idText = (value: unknown): string | null =>
  (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && value.trim() !== "")
    ? String(value).trim()
    : null;
const nonEmpty = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** "Jul 01, 2024" → "2024-07-01"; null for anything else. */
function etdDate(value: unknown): string | null {
  const match = typeof value === "string" ? /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(value.trim()) : null;
  const month = match ? months.indexOf(match[1] ?? "") + 1 : 0;
  if (!match || month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, "0")}-${(match[2] ?? "").padStart(2, "0")}`;
}

function quoteOf(raw: unknown): CourierQuote | null {
  const courier = object(raw);
  const courierId = Number(courier.courier_company_id);
  const chargePaise = paiseOf(courier.rate);
  if (!Number.isInteger(courierId) || chargePaise === null) return null;
  const days = Number.parseInt(String(courier.estimated_delivery_days ?? ""), 10);
  const surface = typeof courier.is_surface === "boolean" ? courier.is_surface : Number(courier.mode) !== 1;
  return {
    courierId,
    name: nonEmpty(courier.courier_name) ?? `Courier ${courierId}`,
    chargePaise,
    days: Number.isInteger(days) && days >= 0 ? days : null,
    etd: etdDate(courier.etd),
    mode: surface ? "surface" : "air",
    rating: typeof courier.rating === "number" && Number.isFinite(courier.rating) ? courier.rating : null,
  };
}

/** One listed order as a booking: `shipments` is a list in the listing and one object in orders/show. */
function bookingOf(raw: Json): ProviderBooking | null {
  const providerOrderId = idText(raw.id);
  if (!providerOrderId) return null;
  const shipment = object(Array.isArray(raw.shipments) ? raw.shipments[0] : raw.shipments);
  return {
    providerOrderId,
    providerShipmentId: idText(shipment.id),
    awb: nonEmpty(shipment.awb),
    courierName: nonEmpty(shipment.courier),
    cancelled: /^CANCELL?ED$/i.test(String(raw.status ?? "").trim()),
  };
}

/**
 * Shiprocket through its REST API (decision 27): couriers for a pincode, the booking calls, the label,
 * cancelling, and reading its tracking webhook. `now` ages the login token and the pickup check.
 */
export function shiprocketCouriers(
  config: ShiprocketConfig,
  options: { now?: () => Date; timeoutMs?: number; log?: ShiprocketLog } = {},
): CourierProvider {
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 10_000;
  // A label is a file, not an answer: half as long again as a call (15 s by default).
  const labelTimeoutMs = Math.round(timeoutMs * 1.5);
  const http = shiprocketHttp({ ...config, timeoutMs, now, log: options.log });
  let pickup: { pincode: string; checkedAt: number } | null = null;

  /** The configured pickup location exists in the account; its pincode is where couriers start from. */
  async function pickupPincode(): Promise<string> {
    if (pickup && now().getTime() - pickup.checkedAt < pickupCheckMs) return pickup.pincode;
    const answer = object(await http.request("GET", "/v1/external/settings/company/pickup"));
    const addresses = object(answer.data).shipping_address;
    const found = (Array.isArray(addresses) ? addresses : [])
      .map(object)
      .find((address) => address.pickup_location === config.pickupLocation);
    if (!found) throw refused(`Pickup location '${config.pickupLocation}' is not in the Shiprocket account`);
    const pincode = idText(found.pin_code);
    if (!pincode) throw refused(`Pickup location '${config.pickupLocation}' has no pincode in Shiprocket`);
    pickup = { pincode, checkedAt: now().getTime() };
    return pincode;
  }

  /** POST a call taking `shipment_id: [id]`. */
  const forShipment = async (path: string, shipmentId: string) =>
    object(await http.request("POST", path, { body: { shipment_id: [idValue(shipmentId)] } }));

  return {
    name: "shiprocket",
    books: true,
    defaultParcel: config.parcel,

    async couriersFor({ deliveryPincode, parcel, declaredPaise }) {
      const pickupPostcode = await pickupPincode();
      const { weight, ...box } = parcelFields(parcel);
      let answer: Json;
      try {
        answer = object(
          await http.request("GET", "/v1/external/courier/serviceability/", {
            query: {
              pickup_postcode: pickupPostcode,
              delivery_postcode: deliveryPincode,
              weight: String(weight),
              cod: "0",
              length: String(box.length),
              breadth: String(box.breadth),
              height: String(box.height),
              declared_value: String(Math.ceil(declaredPaise / 100)),
            },
          }),
        );
      } catch (error) {
        // An unserved pincode may come as a 404 or as an empty list (Unconfirmed): both are no couriers.
        if (
          error instanceof CourierError &&
          error.kind === "refused" &&
          /not found|serviceable/i.test(error.message)
        ) {
          answer = {};
        } else throw error;
      }
      const data = object(answer.data);
      const listed = data.available_courier_companies;
      const couriers = (Array.isArray(listed) ? listed : []).flatMap((raw) => quoteOf(raw) ?? []);
      const recommended = Number(
        data.recommended_courier_company_id ?? data.shiprocket_recommended_courier_id,
      );
      return {
        pickupPincode: pickupPostcode,
        recommendedId: couriers.some((courier) => courier.courierId === recommended) ? recommended : null,
        couriers,
      };
    },

    async findBooking(channelOrderId) {
      const answer = object(
        await http.request("GET", "/v1/external/orders", { query: { search: channelOrderId } }),
      );
      // The search is not exact (it also matches AWBs and longer ids): only our own id counts.
      const matches = (Array.isArray(answer.data) ? answer.data : [])
        .map(object)
        .filter((order) => idText(order.channel_order_id) === channelOrderId)
        .flatMap((order) => bookingOf(order) ?? []);
      return matches.find((booking) => !booking.cancelled) ?? matches[0] ?? null;
    },

    async createOrder(order) {
      const body = adhocOrderBody(order, config.pickupLocation);
      await pickupPincode();
      const answer = object(await http.request("POST", "/v1/external/orders/create/adhoc", { body }));
      const providerOrderId = idText(answer.order_id);
      const providerShipmentId = idText(answer.shipment_id);
      if (providerOrderId && providerShipmentId) return { providerOrderId, providerShipmentId };
      const message = providerMessage(answer);
      // Without its ids we cannot tell whether the order was made: the next run looks it up.
      throw message
        ? refused(message)
        : new CourierError("unavailable", "Shiprocket's answer carried no order id.");
    },

    async assignAwb(providerShipmentId, courierId) {
      const answer = object(
        await http.request("POST", "/v1/external/courier/assign/awb", {
          body: {
            shipment_id: idValue(providerShipmentId),
            ...(courierId === null ? {} : { courier_id: courierId }),
          },
        }),
      );
      const data = object(object(answer.response).data);
      if (Number(answer.awb_assign_status) !== 1) {
        throw refused(
          nonEmpty(data.awb_assign_error) ?? providerMessage(answer) ?? "Shiprocket did not assign an AWB.",
        );
      }
      const awb = idText(data.awb_code);
      const assignedCourier = Number(data.courier_company_id);
      if (!awb) throw new CourierError("unavailable", "Shiprocket's answer carried no AWB.");
      return {
        awb,
        courierId: Number.isInteger(assignedCourier) ? assignedCourier : (courierId ?? 0),
        courierName: nonEmpty(data.courier_name) ?? "Courier",
      };
    },

    async requestPickup(providerShipmentId) {
      let answer: Json;
      try {
        answer = await forShipment("/v1/external/courier/generate/pickup", providerShipmentId);
      } catch (error) {
        // Asked for before (a lost answer): the pickup exists, which is what we wanted.
        if (error instanceof CourierError && error.kind === "refused" && /already/i.test(error.message)) {
          return { scheduledFor: null, token: null };
        }
        throw error;
      }
      const response = object(answer.response);
      if (Number(answer.pickup_status) !== 1) {
        throw refused(
          nonEmpty(response.data) ?? providerMessage(answer) ?? "Shiprocket did not schedule a pickup.",
        );
      }
      return {
        scheduledFor: shiprocketTime(response.pickup_scheduled_date),
        // Shiprocket words it "Reference No: 194_…"; staff quote the reference itself to the courier.
        token: nonEmpty(nonEmpty(response.pickup_token_number)?.replace(/^reference no:\s*/i, "")),
      };
    },

    async generateManifest(providerShipmentId) {
      try {
        const answer = await forShipment("/v1/external/manifests/generate", providerShipmentId);
        return nonEmpty(answer.manifest_url);
      } catch (error) {
        if (
          error instanceof CourierError &&
          error.kind === "refused" &&
          /already generated/i.test(error.message)
        ) {
          return null;
        }
        throw error;
      }
    },

    async labelPdf(providerShipmentId) {
      const answer = await forShipment("/v1/external/courier/generate/label", providerShipmentId);
      const url = nonEmpty(answer.label_url);
      if (Number(answer.label_created) !== 1 || !url) {
        throw refused(nonEmpty(answer.response) ?? providerMessage(answer) ?? "Shiprocket made no label.");
      }
      return downloadPdf(url, labelTimeoutMs, labelMaxBytes);
    },

    async cancel(providerOrderId) {
      await http.request("POST", "/v1/external/orders/cancel", { body: { ids: [idValue(providerOrderId)] } });
    },

    trackingUrl: (awb) => `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`,
    trackingWebhookAuthorized: (headers) => trackingWebhookAuthorized(config.webhookToken, headers),
    readTrackingWebhook,
  };
}
