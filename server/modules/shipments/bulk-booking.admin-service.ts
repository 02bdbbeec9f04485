import type { BulkBookingRequest, BulkBookingResult } from "@contract/admin/shipments";
import type { AppDeps } from "@server/platform/deps";
import { AppError } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { assertBooks, claimBooking } from "./booking-claim";
import { parcelFromWire } from "./shipments.admin-view";

/**
 * POST /api/admin/shipments/bulk/: each order is claimed in a transaction of its own, due at once, so one
 * refusal (hand-delivered, cancelled, booked) never holds back the others; the booking worker then books
 * them one by one, choosing each courier as it runs (Standard: the provider's recommendation; Express:
 * the fastest on time, then the cheapest). Answers at once which were queued and which refused, and why.
 */
export async function bulkBook(
  deps: Pick<AppDeps, "db" | "couriers" | "now">,
  staff: StaffUser,
  input: BulkBookingRequest,
): Promise<BulkBookingResult> {
  assertBooks(deps);
  const parcel = input.parcel ? parcelFromWire(input.parcel) : deps.couriers.defaultParcel;
  if (!parcel) throw new Error("a booking provider without a default parcel");
  const result: BulkBookingResult = { queued: [], refused: [] };
  for (const orderId of new Set(input.order_ids)) {
    try {
      await claimBooking(deps, staff, {
        orderId,
        courierId: null,
        parcel,
        retryAt: deps.now(),
        action: "bulk",
      });
      result.queued.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ order_id: orderId, message: error.message });
    }
  }
  return result;
}
