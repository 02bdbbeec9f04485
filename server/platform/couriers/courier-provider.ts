/**
 * The courier aggregator the shop books parcels with (decision 27), chosen by configuration like the
 * payment gateway: manual (staff ship by hand and type the AWB) or Shiprocket. Modules see only this.
 */

/** One courier that serves a pincode, as the provider quotes it. */
export type CourierQuote = {
  courierId: number;
  name: string;
  chargePaise: number;
  /** Days the courier expects to take, null when it does not say. */
  days: number | null;
  /** The India date it expects to deliver (YYYY-MM-DD), null when it does not say. */
  etd: string | null;
  mode: "air" | "surface";
  rating: number | null;
};

export type Parcel = { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number };

/** What the provider already holds for one of our channel order ids. */
export type ProviderBooking = {
  providerOrderId: string;
  providerShipmentId: string | null;
  awb: string | null;
  courierName: string | null;
  /** True when the provider has cancelled that order (a new booking then needs a new channel id). */
  cancelled: boolean;
};

/** The order as it goes to the provider; money in paise, the provider client converts. */
export type ProviderOrder = {
  channelOrderId: string;
  /** When it was paid: the provider shows it as the order date (India time). */
  orderedAt: Date;
  customer: {
    name: string;
    email: string;
    phone: string;
    line1: string;
    line2: string;
    landmark: string;
    city: string;
    state: string;
    pincode: string;
  };
  items: { name: string; sku: string; units: number; unitPaise: number; hsn: string | null }[];
  shippingPaise: number;
  discountPaise: number;
  totalPaise: number;
  parcel: Parcel;
};

/** One tracking update the provider posted, read into our terms (null where it said nothing usable). */
export type TrackingUpdate = {
  awb: string;
  providerOrderId: string | null;
  statusCode: number | null;
  statusLabel: string;
  at: Date | null;
  courierName: string | null;
  scans: { at: Date | null; code: number | null; label: string; activity: string; location: string }[];
};

/**
 * `refused`: the provider gave a definite no (its words kept for staff); `unavailable`: no answer
 * (timeout, network, rate limit, 5xx), so whether it acted is unknown; `login`: our API user was refused.
 */
export class CourierError extends Error {
  constructor(
    readonly kind: "refused" | "unavailable" | "login",
    message: string,
  ) {
    super(message);
    this.name = "CourierError";
  }
}

export interface CourierProvider {
  readonly name: "manual" | "shiprocket";
  /** False for manual: staff ship by hand and no booking is offered. */
  readonly books: boolean;
  /** The parcel a booking starts from (SHIPROCKET_PARCEL_*); null for manual. */
  readonly defaultParcel: Parcel | null;
  couriersFor(input: {
    deliveryPincode: string;
    parcel: Parcel;
    declaredPaise: number;
  }): Promise<{ pickupPincode: string; recommendedId: number | null; couriers: CourierQuote[] }>;
  /** The provider's order for this channel order id (exact match only), or null. */
  findBooking(channelOrderId: string): Promise<ProviderBooking | null>;
  createOrder(input: ProviderOrder): Promise<{ providerOrderId: string; providerShipmentId: string }>;
  /** Null courier: the provider's own recommendation. */
  assignAwb(
    providerShipmentId: string,
    courierId: number | null,
  ): Promise<{ awb: string; courierId: number; courierName: string }>;
  requestPickup(providerShipmentId: string): Promise<{ scheduledFor: Date | null; token: string | null }>;
  /** The manifest's URL (null when the provider gave none). */
  generateManifest(providerShipmentId: string): Promise<string | null>;
  /** The shipping label as a PDF. */
  labelPdf(providerShipmentId: string): Promise<Buffer>;
  cancel(providerOrderId: string): Promise<void>;
  /** The courier's public tracking page for an AWB. */
  trackingUrl(awb: string): string;
  /**
   * Checks the webhook's shared token (constant time) from the headers alone, so a caller can refuse
   * before reading the body.
   */
  trackingWebhookAuthorized(headers: Record<string, string | string[] | undefined>): boolean;
  /** Reads a webhook body already authorised; null when it is not a tracking update (a panel test). */
  readTrackingWebhook(body: unknown): TrackingUpdate | null;
}
