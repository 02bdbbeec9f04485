import {
  type AdminBlockedDate,
  type BlockedDateInput,
  type CapacityCell,
  type CapacityGrid,
  type CapacityInput,
  type CapacityQuery,
  type LocalDeliveryInput,
  deliverySlotMessages as messages,
} from "@contract/admin/delivery-slots";
import { shippingMessages } from "@contract/admin/shipping";
import type { AdminShippingZone } from "@contract/admin/shipping-views";
import { blockFor } from "@contract/delivery-slots";
import { addDays, indiaDate, shortDayText } from "@contract/india-time";
import { toPaise } from "@contract/money";
import { recordAudit } from "@server/platform/audit-log";
import type { AppDeps } from "@server/platform/deps";
import { AppError, invalid, notFound } from "@server/platform/errors";
import { publicWrite } from "@server/platform/public-write";
import type { StaffUser } from "@server/platform/staff-guard";
import {
  type BlockRow,
  deleteBlock,
  deleteSlotIfUnused,
  findBlock,
  findSlot,
  insertBlock,
  insertSlot,
  listBlocks,
  localDeliveryOfZones,
  type SlotValues,
  setCapacityOverride,
  updateSlot,
  upsertSettings,
} from "./delivery-slots.admin-repository";
import { loadBlockedDates, loadSlotDays } from "./delivery-slots.repository";
import { adminLocalDeliveryOf, adminSlotOf } from "./local-delivery-views";
import { findZone } from "./shipping-zones.admin-repository";
import { adminZoneOf, checkDelivers, deliveryWrite, zoneWrite } from "./shipping-zones.admin-service";

type Deps = Pick<AppDeps, "db" | "publicCache" | "now">;

/** At most a year of blocks is listed: staff plan festivals, not decades. */
const maxBlocksListed = 366;

const slotValues = (slot: LocalDeliveryInput["slots"][number]): SlotValues => ({
  kind: slot.kind,
  startMinute: slot.start,
  endMinute: slot.end,
  feePaise: toPaise(slot.fee),
  defaultCapacity: slot.default_capacity,
  isActive: slot.is_active,
});

/**
 * PUT /shipping-zones/{id}/local-delivery/: the settings and the slots together. Listed slots are
 * updated (ids) or created; a slot left out is deleted, or switched off when an order points at it,
 * since orders keep the slot they were promised. Orders already booked keep their label and fee.
 */
export function replaceLocalDelivery(
  deps: Deps,
  staff: StaffUser,
  zoneId: number,
  input: LocalDeliveryInput,
): Promise<AdminShippingZone> {
  return zoneWrite(deps, async (tx) => {
    const found = await findZone(tx, zoneId, true);
    if (!found) throw notFound(shippingMessages.zoneNotFound);
    checkDelivers(found.zone.courierEnabled, input.is_active);
    const existing = found.local?.slots ?? [];
    const unknown = input.slots.find(
      (slot) => slot.id != null && !existing.some((row) => row.id === slot.id),
    );
    if (unknown?.id != null) throw notFound(messages.slotNotFound);
    await upsertSettings(tx, zoneId, {
      isActive: input.is_active,
      areaName: input.area_name,
      position: input.position,
      cutoffMinute: input.cutoff,
      leadDays: input.lead_days,
      noticeMinutes: input.notice_minutes,
      horizonDays: input.horizon_days,
      chargePaise: toPaise(input.charge),
      freeShippingValuePaise: toPaise(input.free_shipping_value),
    });
    for (const slot of input.slots) {
      if (slot.id == null) await insertSlot(tx, zoneId, slotValues(slot));
      else await updateSlot(tx, slot.id, slotValues(slot));
    }
    for (const row of existing) {
      if (input.slots.some((slot) => slot.id === row.id)) continue;
      if (!(await deleteSlotIfUnused(tx, row.id))) await updateSlot(tx, row.id, { isActive: false });
    }
    const local = (await localDeliveryOfZones(tx, [zoneId])).get(zoneId) ?? null;
    await recordAudit(tx, staff, {
      action: "update",
      entity: "local_delivery",
      entityId: zoneId,
      before: found.local && adminLocalDeliveryOf(found.local),
      after: local && adminLocalDeliveryOf(local),
    });
    return adminZoneOf({ ...found, local });
  });
}

/** GET /delivery-capacity/: every slot of the zone (switched off too) on each date, with the date's block. */
export async function capacityGrid(deps: Deps, query: CapacityQuery): Promise<CapacityGrid> {
  const local = (await localDeliveryOfZones(deps.db, [query.zone_id])).get(query.zone_id);
  if (!local) throw notFound(shippingMessages.zoneNotFound);
  const last = addDays(query.from, query.days - 1);
  const days = await loadSlotDays(
    deps.db,
    local.slots.map((slot) => slot.id),
    query.from,
    last,
  );
  const blocked = await loadBlockedDates(deps.db, query.zone_id, query.from, last);
  const dates = Array.from({ length: query.days }, (_, index) => addDays(query.from, index));
  return {
    zone_id: query.zone_id,
    slots: local.slots.map(adminSlotOf),
    dates: dates.map((date) => ({
      date,
      blocked_reason: blockFor(blocked, query.zone_id, date)?.reason ?? null,
      cells: local.slots.map((slot) => {
        const day = days.find((row) => row.slotId === slot.id && row.date === date);
        return {
          slot_id: slot.id,
          date,
          capacity: day?.capacityOverride ?? slot.defaultCapacity,
          capacity_override: day?.capacityOverride ?? null,
          booked: day?.booked ?? 0,
        };
      }),
    })),
  };
}

function refusePast(deps: Deps, date: string) {
  if (date < indiaDate(deps.now())) throw invalid(messages.datePassed, { date: [messages.datePassed] });
}

/**
 * PUT /delivery-capacity/: one slot's capacity on one date (null: back to the default). It may go below
 * what is booked: nothing booked is undone, and no new booking fits until places come back.
 */
export async function setCapacity(deps: Deps, staff: StaffUser, input: CapacityInput): Promise<CapacityCell> {
  const slot = await findSlot(deps.db, input.slot_id);
  if (!slot) throw notFound(messages.slotNotFound);
  refusePast(deps, input.date);
  return publicWrite(deps, deliveryWrite, async (tx) => {
    const row = await setCapacityOverride(tx, slot.id, input.date, input.capacity);
    await recordAudit(tx, staff, {
      action: "update",
      entity: "delivery_capacity",
      entityId: `${slot.id}:${input.date}`,
      before: { capacity_override: row.before },
      after: { capacity_override: row.capacityOverride },
    });
    return {
      slot_id: slot.id,
      date: input.date,
      capacity: row.capacityOverride ?? slot.defaultCapacity,
      capacity_override: row.capacityOverride,
      booked: row.booked,
    };
  });
}

const adminBlockOf = (row: BlockRow): AdminBlockedDate => ({
  id: row.id,
  zone_id: row.zoneId,
  zone_name: row.zoneName,
  date: row.date,
  reason: row.reason,
});

export async function blockedDates(deps: Deps, from: string | undefined): Promise<AdminBlockedDate[]> {
  const rows = await listBlocks(deps.db, from ?? indiaDate(deps.now()), maxBlocksListed);
  return rows.map(adminBlockOf);
}

/** POST /delivery-blocked-dates/: shoppers see the reason on that date; orders already on it stay. */
export async function addBlockedDate(
  deps: Deps,
  staff: StaffUser,
  input: BlockedDateInput,
): Promise<AdminBlockedDate> {
  refusePast(deps, input.date);
  return publicWrite(deps, deliveryWrite, async (tx) => {
    const zone = input.zone_id === null ? null : await findZone(tx, input.zone_id);
    if (input.zone_id !== null && !zone) throw notFound(messages.zoneNotFound);
    const id = await insertBlock(tx, { zoneId: input.zone_id, date: input.date, reason: input.reason });
    if (id === null) {
      const where = zone ? `in ${zone.zone.name}` : "in every zone";
      throw new AppError("conflict", messages.alreadyBlocked(shortDayText(input.date), where));
    }
    const created = adminBlockOf({
      id,
      zoneId: input.zone_id,
      zoneName: zone?.zone.name ?? null,
      date: input.date,
      reason: input.reason,
    });
    await recordAudit(tx, staff, {
      action: "create",
      entity: "delivery_blocked_date",
      entityId: id,
      after: created,
    });
    return created;
  });
}

export function removeBlockedDate(deps: Deps, staff: StaffUser, id: number): Promise<void> {
  return publicWrite(deps, deliveryWrite, async (tx) => {
    const found = await findBlock(tx, id);
    if (!found) throw notFound(messages.blockNotFound);
    await deleteBlock(tx, id);
    await recordAudit(tx, staff, {
      action: "delete",
      entity: "delivery_blocked_date",
      entityId: id,
      before: adminBlockOf(found),
    });
  });
}
