import {
  type DayPlan,
  type DayPlanOrder,
  type DayPlanQuery,
  deliveryMoveMessages,
  type MoveDeliveryRequest,
  type MovedDelivery,
  type PackedResponse,
} from "@contract/admin/deliveries";
import { adminOrderMessages } from "@contract/admin/orders";
import { blockFor, slotLabel } from "@contract/delivery-slots";
import { indiaDate } from "@contract/india-time";
import type { Tx } from "@server/db/connect";
import {
  blocksOn,
  findSlot,
  handDeliveryZones,
  slotsOn,
} from "@server/modules/shipping/delivery-plan.service";
import { moveSlotPlace, zoneBlockOn } from "@server/modules/shipping/delivery-slots.service";
import { recordAudit } from "@server/platform/audit-log";
import type { AppDeps } from "@server/platform/deps";
import { AppError, invalid, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import {
  dayOrders,
  insertMovedEvent,
  itemsOf,
  rebook,
  stampPacked,
  unpaidHolds,
} from "./deliveries.admin-repository";
import { enqueueMovedMail } from "./delivery-moved-mail";
import { lockOrder } from "./orders.admin-repository";

const conflict = (message: string) => new AppError("conflict", message);

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(list: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of list) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

type OrderRow = Awaited<ReturnType<typeof dayOrders>>[number]["order"];
type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

function planOrder(order: OrderRow, items: ItemRow[]): DayPlanOrder {
  return {
    id: order.id,
    order_number: order.orderNumber,
    order_status: order.orderStatus,
    address: order.addressDetails,
    items: items.map((item) => ({
      product_name: item.productName,
      quantity: item.quantity,
      personalisations: item.customizations.flatMap((answer) =>
        answer.text ? [{ field: answer.field, text: answer.text }] : [],
      ),
    })),
    gift_message: order.giftMessage,
    gift_from: order.giftFrom,
    packed_at: order.packedAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/admin/deliveries/: the date's paid hand deliveries by slot, then pincode. A switched-off
 * slot shows only while something is booked in it; a blocked date still lists what was booked before
 * the block, so staff can move it.
 */
export async function dayPlan(deps: Pick<AppDeps, "db">, query: DayPlanQuery): Promise<DayPlan> {
  const { date, zone_id: zoneId } = query;
  const slots = await slotsOn(deps.db, date, zoneId);
  const [rows, holds, blocks, zones] = await Promise.all([
    dayOrders(deps.db, date, zoneId === undefined ? undefined : slots.map((slot) => slot.id)),
    unpaidHolds(deps.db, date),
    blocksOn(deps.db, date),
    handDeliveryZones(deps.db),
  ]);
  const items = await itemsOf(
    deps.db,
    rows.map((row) => row.order.id),
  );
  const itemsByOrder = groupBy(items, (item) => item.orderId);
  const ordersBySlot = groupBy(rows, (row) => row.slotId);
  return {
    date,
    zones,
    blocks: blocks
      .filter((block) => zoneId === undefined || block.zoneId === null || block.zoneId === zoneId)
      .map((block) => ({ zone_id: block.zoneId, reason: block.reason })),
    slots: slots
      .filter((slot) => slot.isActive || slot.booked > 0 || ordersBySlot.has(slot.id))
      .map((slot) => {
        const byPincode = groupBy(ordersBySlot.get(slot.id) ?? [], (row) => row.order.addressDetails.pincode);
        return {
          slot_id: slot.id,
          zone_id: slot.zoneId,
          zone_name: slot.zoneName,
          label: slotLabel(slot),
          is_active: slot.isActive,
          capacity: slot.capacity,
          booked: slot.booked,
          unpaid_holds: holds.get(slot.id) ?? 0,
          blocked_reason: blockFor(blocks, slot.zoneId, date)?.reason ?? null,
          areas: [...byPincode.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([pincode, inArea]) => ({
              pincode,
              city: inArea[0]?.order.addressDetails.city ?? "",
              orders: inArea.map(({ order }) => planOrder(order, itemsByOrder.get(order.id) ?? [])),
            })),
        };
      }),
  };
}

/** The order's checks before its place moves; answers where it is and where it goes. */
async function checkMove(tx: Tx, id: number, input: MoveDeliveryRequest, today: string) {
  const order = await lockOrder(tx, id);
  if (!order) throw notFound(adminOrderMessages.notFound);
  if (order.shippingMethod !== "L" || order.deliveryDate === null || order.deliverySlotId === null) {
    throw conflict(deliveryMoveMessages.notHandDelivered);
  }
  if (order.orderStatus !== "PROCESSING") throw conflict(deliveryMoveMessages.notProcessing);
  const [from, to] = await Promise.all([
    findSlot(tx, order.deliverySlotId),
    findSlot(tx, input.delivery_slot_id),
  ]);
  if (!from) throw new Error(`order ${id} points at slot ${order.deliverySlotId}, which is gone`);
  if (!to) throw notFound(deliveryMoveMessages.slotNotFound);
  if (to.zoneId !== from.zoneId) throw invalid(deliveryMoveMessages.slotElsewhere);
  const date = input.delivery_date;
  const label = slotLabel(to);
  if (!to.isActive) throw conflict(deliveryMoveMessages.slotOff(label));
  if (to.id === from.id && date === order.deliveryDate) throw conflict(deliveryMoveMessages.unchanged);
  if (date < today) throw conflict(deliveryMoveMessages.passed(date));
  const block = await zoneBlockOn(tx, to.zoneId, date);
  if (block) throw conflict(deliveryMoveMessages.blocked(date, block.reason));
  return {
    order,
    from: { slotId: from.id, date: order.deliveryDate },
    to: { slotId: to.id, date, label },
  };
}

/**
 * POST /api/admin/deliveries/orders/{id}/move/: another date or slot of the order's zone, capacity
 * respected. The order row is locked first, then both counters (decision 24's lock order); the
 * booking, its history line, the audit row and the customer's mail commit together or not at all.
 * The slot fee paid stays as it was.
 */
export async function moveDelivery(
  deps: Pick<AppDeps, "db" | "config" | "now">,
  staff: StaffUser,
  id: number,
  input: MoveDeliveryRequest,
): Promise<MovedDelivery> {
  const today = indiaDate(deps.now());
  return deps.db.transaction(async (tx: Tx) => {
    const { order, from, to } = await checkMove(tx, id, input, today);
    if (!(await moveSlotPlace(tx, from, { slotId: to.slotId, date: to.date }))) {
      throw conflict(deliveryMoveMessages.full(to.label, to.date));
    }
    await rebook(tx, id, to);
    const before = {
      delivery_date: from.date,
      delivery_slot_id: from.slotId,
      delivery_slot_label: order.deliverySlotLabel ?? "",
    };
    const after = { delivery_date: to.date, delivery_slot_id: to.slotId, delivery_slot_label: to.label };
    const eventId = await insertMovedEvent(tx, {
      orderId: id,
      staffUserId: staff.id,
      detail: {
        from_date: before.delivery_date,
        from_slot: before.delivery_slot_label,
        to_date: after.delivery_date,
        to_slot: after.delivery_slot_label,
      },
    });
    await recordAudit(tx, staff, { action: "move", entity: "order", entityId: id, before, after });
    await enqueueMovedMail(tx, {
      orderId: id,
      eventId,
      date: to.date,
      label: to.label,
      publicUrl: deps.config.publicUrl,
    });
    return { order_id: id, ...after };
  });
}

/**
 * POST /api/admin/orders/packed/: stamps the PROCESSING orders not yet packed, before their slips and
 * cards are printed; from then on the customer can no longer change the card. Reprinting stamps nothing.
 */
export async function markPacked(
  deps: Pick<AppDeps, "db" | "now">,
  staff: StaffUser,
  orderIds: number[],
): Promise<PackedResponse> {
  const at = deps.now();
  const packed = await deps.db.transaction(async (tx: Tx) => {
    const stamped = await stampPacked(tx, [...new Set(orderIds)], at);
    for (const id of stamped) {
      await recordAudit(tx, staff, {
        action: "packed",
        entity: "order",
        entityId: id,
        before: { packed_at: null },
        after: { packed_at: at.toISOString() },
      });
    }
    return stamped;
  });
  return { packed };
}
