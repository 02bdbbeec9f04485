import type { AdminDeliverySlot, AdminLocalDelivery } from "@contract/admin/delivery-slots";
import { timeOfMinute } from "@contract/admin/delivery-slots";
import { slotLabel } from "@contract/delivery-slots";
import { paiseToDecimal } from "@contract/money";
import type { LocalDeliveryRows, SlotRow } from "./delivery-slots.admin-repository";

export const adminSlotOf = (slot: SlotRow): AdminDeliverySlot => ({
  id: slot.id,
  kind: slot.kind,
  start: timeOfMinute(slot.startMinute),
  end: timeOfMinute(slot.endMinute),
  label: slotLabel(slot),
  fee: paiseToDecimal(slot.feePaise),
  default_capacity: slot.defaultCapacity,
  is_active: slot.isActive,
});

/** A zone's hand delivery as staff read and write it. */
export const adminLocalDeliveryOf = ({ settings, slots }: LocalDeliveryRows): AdminLocalDelivery => ({
  is_active: settings.isActive,
  area_name: settings.areaName,
  position: settings.position,
  cutoff: timeOfMinute(settings.cutoffMinute),
  lead_days: settings.leadDays,
  notice_minutes: settings.noticeMinutes,
  horizon_days: settings.horizonDays,
  charge: paiseToDecimal(settings.chargePaise),
  free_shipping_value: paiseToDecimal(settings.freeShippingValuePaise),
  slots: slots.map(adminSlotOf),
});
