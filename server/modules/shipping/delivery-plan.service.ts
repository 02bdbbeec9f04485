import type { BlockedDate } from "@contract/delivery-slots";
import type { Db } from "@server/db/connect";
import { loadBlockedDates } from "./delivery-slots.repository";

/**
 * What the staff's day plan of hand deliveries (orders' deliveries page and its moves) reads of slots,
 * their counters and blocks: every slot, switched off too, since orders may still be booked in one.
 */
export { handDeliveryZones, type PlanSlot, slotsOn } from "./delivery-plan.admin-repository";
export { findSlot } from "./delivery-slots.admin-repository";

/** The date's blocks: every zone's (zone null) and each zone's own. */
export function blocksOn(db: Db, date: string): Promise<BlockedDate[]> {
  return loadBlockedDates(db, undefined, date, date);
}
