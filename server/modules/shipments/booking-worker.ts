import type { Tx } from "@server/db/connect";
import { loggableError } from "@server/platform/database-errors";
import type { AppDeps } from "@server/platform/deps";
import { type RunOutcome, runLockedBooking } from "./booking-run";
import { claimNextDueBooking } from "./shipments.repository";

type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

export type BookingReport = {
  booked: number;
  bookingsOnHold: number;
  bookingsRefused: number;
  bookingsCancelled: number;
  bookingErrors: number;
};

const counted: Record<RunOutcome["kind"], keyof BookingReport | null> = {
  booked: "booked",
  on_hold: "bookingsOnHold",
  refused: "bookingsRefused",
  cancelled: "bookingsCancelled",
  untouched: null,
};

function logOutcome(log: Log, outcome: RunOutcome) {
  const shipmentId = outcome.row.id;
  if (outcome.kind === "booked") log.info({ event: "shipments.booked", shipmentId }, "courier booked");
  if (outcome.kind === "on_hold") {
    log.warn(
      { event: "shipments.booking_on_hold", shipmentId, attempts: outcome.row.attempts },
      "courier provider did not answer; booking on hold",
    );
  }
  if (outcome.kind === "refused")
    log.warn({ event: "shipments.booking_refused", shipmentId }, "booking refused");
  if (outcome.kind === "cancelled")
    log.info({ event: "shipments.booking_cancelled", shipmentId }, "booking cancelled");
}

/**
 * Background job `courier-bookings`: every booking due (bulk claims, bookings on hold whose wait is
 * over, claims a killed process never ran), one per transaction, claimed FOR UPDATE SKIP LOCKED and
 * held while it runs, so instances share the work and a staff member's run of the same row is never
 * doubled. A booking marked for cancelling is looked up and cancelled instead. A fault of ours on one
 * booking is logged and leaves its claim for a later pass; the rest still run.
 */
export async function bookDueShipments(
  deps: Pick<AppDeps, "db" | "couriers" | "storage" | "now">,
  log: Log,
  limit = 20,
): Promise<BookingReport> {
  const report: BookingReport = {
    booked: 0,
    bookingsOnHold: 0,
    bookingsRefused: 0,
    bookingsCancelled: 0,
    bookingErrors: 0,
  };
  if (!deps.couriers.books) return report;
  let after = 0;
  for (let i = 0; i < limit; i += 1) {
    let claimed: number | null = null;
    let outcome: RunOutcome | null;
    try {
      outcome = await deps.db.transaction(async (tx: Tx) => {
        const row = await claimNextDueBooking(tx, deps.now(), after);
        if (!row) return null;
        claimed = row.id;
        return runLockedBooking(deps, tx, row);
      });
    } catch (error) {
      if (claimed === null) throw error;
      after = claimed;
      report.bookingErrors += 1;
      log.warn(
        { event: "shipments.booking_error", shipmentId: claimed, err: loggableError(error) },
        "booking run failed",
      );
      continue;
    }
    if (!outcome) break;
    after = outcome.row.id;
    logOutcome(log, outcome);
    const key = counted[outcome.kind];
    if (key) report[key] += 1;
  }
  return report;
}
