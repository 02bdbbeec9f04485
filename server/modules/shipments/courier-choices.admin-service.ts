import { adminOrderMessages } from "@contract/admin/orders";
import { type CourierChoices, type CourierChoicesQuery, shipmentMessages } from "@contract/admin/shipments";
import { paiseToDecimal } from "@contract/money";
import {
  courierBookingRefusal,
  peekCourierBookingSource,
} from "@server/modules/orders/order-courier.service";
import { CourierError } from "@server/platform/couriers/courier-provider";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import { assertBooks } from "./booking-claim";
import { isLate, recommendedFirst } from "./courier-pick";
import { bookingMessages } from "./shipment-messages";
import { parcelFromWire } from "./shipments.admin-view";

/**
 * GET /api/admin/shipments/couriers/: the couriers that serve the order's pincode for this parcel, asked
 * of the provider each time (quotes change): the recommended one first, then by charge, each marked
 * `late` when it expects to arrive after the day the shopper was promised.
 */
export async function courierChoices(
  deps: Pick<AppDeps, "db" | "couriers">,
  query: CourierChoicesQuery,
): Promise<CourierChoices> {
  assertBooks(deps);
  const source = await peekCourierBookingSource(deps.db, query.order_id);
  if (!source) throw notFound(adminOrderMessages.notFound);
  const refusal = courierBookingRefusal(source);
  if (refusal) throw new AppError("conflict", refusal);
  const pincode = source.address.pincode;
  let quotes: Awaited<ReturnType<typeof deps.couriers.couriersFor>>;
  try {
    quotes = await deps.couriers.couriersFor({
      deliveryPincode: pincode,
      parcel: parcelFromWire(query),
      declaredPaise: source.totalPaise,
    });
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    if (error.kind === "unavailable") {
      throw new AppError("unavailable", bookingMessages.couriersUnavailable, undefined, {
        "retry-after": "60",
      });
    }
    throw new AppError("conflict", bookingMessages.couriersRefused(error.message));
  }
  return {
    pickup_pincode: quotes.pickupPincode,
    delivery_pincode: pincode,
    promised_on: source.promisedOn,
    recommended_courier_id: quotes.recommendedId,
    couriers: recommendedFirst(quotes.couriers, quotes.recommendedId).map((quote) => ({
      id: quote.courierId,
      name: quote.name,
      charge: paiseToDecimal(quote.chargePaise),
      days: quote.days,
      etd: quote.etd,
      mode: quote.mode,
      rating: quote.rating,
      late: isLate(quote, source.promisedOn),
    })),
    message: quotes.couriers.length === 0 ? shipmentMessages.noCourier(pincode) : null,
  };
}
