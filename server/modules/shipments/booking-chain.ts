import { shipmentMessages } from "@contract/admin/shipments";
import type { CourierBookingSource } from "@server/modules/orders/order-courier.service";
import {
  CourierError,
  type CourierProvider,
  type Parcel,
  type ProviderBooking,
  type ProviderOrder,
} from "@server/platform/couriers/courier-provider";
import type { Storage } from "@server/platform/storage";
import { defaultCourierId } from "./courier-pick";
import { bookingMessages } from "./shipment-messages";
import type { ShipmentRow } from "./shipments.repository";

/** What a booking knows so far: the row's facts, added to as each provider call answers. */
export type Progress = {
  providerOrderId: string | null;
  providerShipmentId: string | null;
  awb: string | null;
  courierId: number | null;
  courierName: string | null;
  chargePaise: number | null;
  expectedOn: string | null;
  pickupScheduledFor: Date | null;
  pickupToken: string | null;
  manifestUrl: string | null;
  labelKey: string | null;
  /** Steps that went wrong without undoing the booking (manifest, label): staff read them. */
  warnings: string[];
};

export const progressOf = (row: ShipmentRow): Progress => ({
  providerOrderId: row.providerOrderId,
  providerShipmentId: row.providerShipmentId,
  awb: row.awb,
  courierId: row.courierId,
  courierName: row.courierName,
  chargePaise: row.chargePaise,
  expectedOn: row.expectedOn,
  pickupScheduledFor: row.pickupScheduledFor,
  pickupToken: row.pickupToken,
  manifestUrl: row.manifestUrl,
  labelKey: row.labelKey,
  warnings: [],
});

export const parcelOf = (row: ShipmentRow): Parcel => ({
  weightGrams: row.weightGrams,
  lengthCm: row.lengthCm,
  breadthCm: row.breadthCm,
  heightCm: row.heightCm,
});

/** Where a booking's label PDF is kept, so printing it again never asks the provider. */
export const labelKeyOf = (shipmentId: number) => `private/shipment-labels/${shipmentId}.pdf`;

/** The order as the provider's create call takes it, under this booking's channel order id. */
export function providerOrderOf(row: ShipmentRow, source: CourierBookingSource): ProviderOrder {
  const address = source.address;
  return {
    channelOrderId: row.channelOrderId,
    orderedAt: source.paidAt ?? source.createdAt,
    customer: {
      name: address.full_name,
      email: source.email,
      phone: address.phone,
      line1: address.house_no,
      line2: address.street,
      landmark: address.landmark,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
    },
    items: source.items.map((item) => ({
      name: item.name,
      // A deleted product's line still needs a code of its own.
      sku: item.productId === null ? `L${item.lineId}` : `P${item.productId}`,
      units: item.quantity,
      unitPaise: item.unitPaise,
      hsn: item.hsn,
    })),
    shippingPaise: source.shippingPaise,
    discountPaise: source.discountPaise,
    totalPaise: source.totalPaise,
    parcel: parcelOf(row),
  };
}

const refusedSaying = (error: unknown, pattern: RegExp) =>
  error instanceof CourierError && error.kind === "refused" && pattern.test(error.message);

/** The AWB step's refusal when an AWB exists already (a run whose answer was lost assigned it). */
const awbExists = /already assigned|cannot reassign/i;
/** The create step's refusal of an order id it holds: a lost create the search did not show yet. */
const orderIdTaken = /already exists|already been taken|duplicate/i;
const alreadyDone = /already/i;

function adopt(progress: Progress, found: ProviderBooking) {
  progress.providerOrderId = found.providerOrderId;
  progress.providerShipmentId = found.providerShipmentId;
  progress.awb = found.awb;
  progress.courierName = found.courierName ?? progress.courierName;
}

/** Finds the provider's order for this channel id, or makes it; false when it was cancelled there. */
async function providerOrder(
  couriers: CourierProvider,
  row: ShipmentRow,
  source: CourierBookingSource,
  progress: Progress,
): Promise<boolean> {
  const found = await couriers.findBooking(row.channelOrderId);
  if (found) {
    adopt(progress, found);
    return !found.cancelled;
  }
  try {
    const created = await couriers.createOrder(providerOrderOf(row, source));
    progress.providerOrderId = created.providerOrderId;
    progress.providerShipmentId = created.providerShipmentId;
    return true;
  } catch (error) {
    if (!refusedSaying(error, orderIdTaken)) throw error;
    const again = await couriers.findBooking(row.channelOrderId);
    // Not searchable yet: the next run looks again rather than failing a booking that exists.
    if (!again) throw new CourierError("unavailable", (error as Error).message);
    adopt(progress, again);
    return !again.cancelled;
  }
}

/** An AWB from the chosen courier (or the default rule), with that courier's charge and expected date. */
async function assignAwb(
  couriers: CourierProvider,
  row: ShipmentRow,
  source: CourierBookingSource,
  shipmentId: string,
  progress: Progress,
) {
  const pincode = source.address.pincode;
  const quotes = await couriers.couriersFor({
    deliveryPincode: pincode,
    parcel: parcelOf(row),
    declaredPaise: source.totalPaise,
  });
  if (quotes.couriers.length === 0) throw new CourierError("refused", shipmentMessages.noCourier(pincode));
  try {
    const assigned = await couriers.assignAwb(shipmentId, row.courierId ?? defaultCourierId(quotes, source));
    progress.awb = assigned.awb;
    progress.courierId = assigned.courierId;
    progress.courierName = assigned.courierName;
  } catch (error) {
    if (!refusedSaying(error, awbExists)) throw error;
    const found = await couriers.findBooking(row.channelOrderId);
    if (!found?.awb) throw error;
    adopt(progress, found);
  }
  const quote =
    quotes.couriers.find((each) => each.courierId === progress.courierId) ??
    quotes.couriers.find((each) => each.name === progress.courierName);
  if (quote) {
    progress.courierId = quote.courierId;
    progress.courierName ??= quote.name;
    progress.chargePaise = quote.chargePaise;
    progress.expectedOn = quote.etd;
  }
}

/** Manifest and label: a failure is written down for staff and never undoes the booking. */
async function paperwork(
  deps: { couriers: CourierProvider; storage: Storage },
  row: ShipmentRow,
  shipmentId: string,
  progress: Progress,
) {
  if (progress.manifestUrl === null) {
    try {
      progress.manifestUrl = await deps.couriers.generateManifest(shipmentId);
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      if (!alreadyDone.test(error.message)) progress.warnings.push(`Manifest: ${error.message}`);
    }
  }
  if (progress.labelKey !== null) return;
  let label: Buffer;
  try {
    label = await deps.couriers.labelPdf(shipmentId);
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    progress.warnings.push(`Label: ${error.message}`);
    return;
  }
  try {
    await deps.storage.put(labelKeyOf(row.id), label, "application/pdf");
    progress.labelKey = labelKeyOf(row.id);
  } catch {
    progress.warnings.push("Label: it could not be kept; printing fetches it again.");
  }
}

/**
 * One booking, resumed from what the row already knows, so a run whose answers were lost is never
 * repeated at the provider: the order is looked up by its channel id before it is made, an AWB that
 * exists is looked up rather than assigned again, an existing pickup counts as done. Writes what it
 * learns into `progress` as it goes (the caller keeps it whatever happens) and throws the provider's
 * `CourierError` when a step is refused or not answered. "cancelled" when the provider's order for
 * this channel id was cancelled there (a new booking needs a new id).
 */
export async function bookingChain(
  deps: { couriers: CourierProvider; storage: Storage },
  row: ShipmentRow,
  source: CourierBookingSource,
  progress: Progress,
): Promise<"booked" | "cancelled"> {
  if (progress.providerOrderId === null) {
    if (!(await providerOrder(deps.couriers, row, source, progress))) return "cancelled";
  }
  const shipmentId = progress.providerShipmentId;
  if (shipmentId === null) {
    throw new CourierError(
      "refused",
      bookingMessages.noShipment(progress.providerOrderId ?? row.channelOrderId),
    );
  }
  if (progress.awb === null) await assignAwb(deps.couriers, row, source, shipmentId, progress);
  if (progress.pickupScheduledFor === null && progress.pickupToken === null) {
    try {
      const pickup = await deps.couriers.requestPickup(shipmentId);
      progress.pickupScheduledFor = pickup.scheduledFor;
      progress.pickupToken = pickup.token;
    } catch (error) {
      if (!refusedSaying(error, alreadyDone)) throw error;
    }
  }
  await paperwork(deps, row, shipmentId, progress);
  return "booked";
}
