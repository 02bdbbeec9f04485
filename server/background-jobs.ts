import { purgeEndedSignIns } from "./modules/auth/sign-in-housekeeping";
import { removeUnusedCustomerPhotos } from "./modules/customize/photo-retention";
import { removeUnusedStaffPictures } from "./modules/media/picture-retention";
import { refundLatePayments } from "./modules/payments/late-payment-refunds";
import { expireUnpaidOrders } from "./modules/payments/order-expiry";
import { bookDueShipments } from "./modules/shipments/booking-worker";
import type { BackgroundJob } from "./platform/background-work";
import type { AppDeps } from "./platform/deps";
import { purgeSpentKeys } from "./platform/idempotency-keys";
import { sendDueMail } from "./platform/mail-outbox";

type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

/**
 * The store's background work: mail is sent and courier bookings due are made within seconds, unpaid
 * orders are checked every minute, ended sessions, spent sign-in codes and Idempotency-Keys past their
 * day are cleared every hour, as are customers' photos and staff pictures nothing uses any more.
 */
export function backgroundJobs(deps: AppDeps, log: Log): BackgroundJob[] {
  return [
    { name: "mail-outbox", everyMs: 2_000, run: () => sendDueMail(deps, log) },
    { name: "order-expiry", everyMs: 60_000, run: () => expireUnpaidOrders(deps, log) },
    { name: "late-payment-refunds", everyMs: 30_000, run: () => refundLatePayments(deps, log) },
    { name: "courier-bookings", everyMs: 5_000, run: () => bookDueShipments(deps, log) },
    { name: "sign-in-housekeeping", everyMs: 60 * 60_000, run: () => purgeEndedSignIns(deps.db) },
    { name: "idempotency-keys", everyMs: 60 * 60_000, run: () => purgeSpentKeys(deps.db) },
    { name: "customer-photos", everyMs: 60 * 60_000, run: () => removeUnusedCustomerPhotos(deps, log) },
    { name: "staff-pictures", everyMs: 60 * 60_000, run: () => removeUnusedStaffPictures(deps, log) },
  ];
}

/** Everything due, now, in order: for tests and operators instead of waiting for the timers. */
export async function runDueWork(deps: AppDeps, log: Log) {
  const expiry = await expireUnpaidOrders(deps, log);
  const refunds = await refundLatePayments(deps, log);
  const bookings = await bookDueShipments(deps, log);
  const mailSent = await sendDueMail(deps, log);
  return { ...expiry, ...refunds, ...bookings, mailSent };
}
