/**
 * What the staff's day plan of hand deliveries (orders' deliveries page and its moves) reads of slots,
 * their counters and blocks: every slot, switched off too, since orders may still be booked in one.
 */
export { blocksOn, handDeliveryZones, type PlanSlot, slotsOn } from "./delivery-plan.admin-repository";
export { findSlot } from "./delivery-slots.admin-repository";
