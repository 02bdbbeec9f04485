import { CourierError, type CourierProvider } from "./courier-provider";

const notSetUp = () =>
  new CourierError("refused", "Courier booking is not set up: orders are shipped by hand.");

/**
 * Today's way and the default: staff hand the parcel to a courier themselves and type its name and
 * tracking number. Nothing is booked, and no tracking webhook is accepted.
 */
export function manualCouriers(): CourierProvider {
  const refuse = async (): Promise<never> => {
    throw notSetUp();
  };
  return {
    name: "manual",
    books: false,
    defaultParcel: null,
    couriersFor: refuse,
    findBooking: refuse,
    createOrder: refuse,
    assignAwb: refuse,
    requestPickup: refuse,
    generateManifest: refuse,
    labelPdf: refuse,
    cancel: refuse,
    trackingUrl: () => "",
    trackingWebhookAuthorized: () => false,
    readTrackingWebhook: () => null,
  };
}
