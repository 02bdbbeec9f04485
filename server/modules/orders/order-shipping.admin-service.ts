import { type AdminOrder, adminOrderMessages, type ShipOrderRequest } from "@contract/admin/orders";
import type { OrderStatus } from "@contract/orders";
import type { Tx } from "@server/db/connect";
import { recordAudit } from "@server/platform/audit-log";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import type { OrderRow } from "./order.repository";
import { recordOrderEvent } from "./order-events.repository";
import { assertAllowed } from "./order-moves";
import { enqueueStatusMail, type StatusMail } from "./order-status-mail";
import { lockOrder, type MoveChanges, moveOrder } from "./orders.admin-repository";
import { adminOrderView } from "./orders.admin-service";

type Deps = Pick<AppDeps, "db" | "storage" | "authSecret" | "config">;

type Move = {
  action: "ship" | "deliver";
  from: OrderStatus;
  to: OrderStatus;
  set: MoveChanges;
  detail: Record<string, string>;
  mail: StatusMail;
};

/**
 * One step forward, once: the update is conditional on the status it leaves, so of two staff members
 * clicking at once one moves the order and the other gets 409. The event, the audit row and the
 * customer's mail commit with the move or not at all. The order is locked first so the move can be
 * planned from what it holds now (a courier booking's AWB).
 */
async function advance(
  deps: Deps,
  staff: StaffUser,
  id: number,
  plan: (current: OrderRow) => Move,
): Promise<AdminOrder> {
  await deps.db.transaction(async (tx: Tx) => {
    const now = new Date();
    const current = await lockOrder(tx, id);
    if (!current) throw notFound(adminOrderMessages.notFound);
    const move = plan(current);
    if (!(await moveOrder(tx, id, move.from, move.to, move.set, now))) {
      assertAllowed(move.action, current);
      throw new Error(`order ${id} refused the ${move.action} move it allows`);
    }
    await recordOrderEvent(tx, {
      orderId: id,
      kind: move.action === "ship" ? "shipped" : "delivered",
      from: move.from,
      to: move.to,
      staffUserId: staff.id,
      detail: move.detail,
    });
    await recordAudit(tx, staff, {
      action: "status",
      entity: "order",
      entityId: id,
      before: { order_status: move.from },
      after: { order_status: move.to, ...move.detail },
    });
    await enqueueStatusMail(tx, id, deps.config.publicUrl, move.mail);
  });
  return adminOrderView(deps, id);
}

/**
 * POST /api/admin/orders/{id}/ship/: PROCESSING → SHIPPED, with the courier and tracking number if known.
 * An order booked with a courier keeps the booked courier and AWB whatever is typed: shipping it by
 * hand then only moves it (the fallback when the courier's updates do not arrive).
 */
export function shipOrder(deps: Deps, staff: StaffUser, id: number, input: ShipOrderRequest) {
  return advance(deps, staff, id, (current) => {
    const booked = current.orderStatus === "PROCESSING" && current.trackingNumber !== null;
    const courier = (booked ? current.courier : input.courier) || null;
    const trackingNumber = (booked ? current.trackingNumber : input.tracking_number) || null;
    return {
      action: "ship",
      from: "PROCESSING",
      to: "SHIPPED",
      set: { courier, trackingNumber, shippedAt: new Date() },
      detail: {
        ...(courier ? { courier } : {}),
        ...(trackingNumber ? { tracking_number: trackingNumber } : {}),
      },
      mail: { kind: "shipped", courier: courier ?? "", trackingNumber: trackingNumber ?? "" },
    };
  });
}

/** POST /api/admin/orders/{id}/deliver/: SHIPPED → DELIVERED; the customer is invited to review. */
export function deliverOrder(deps: Deps, staff: StaffUser, id: number) {
  return advance(deps, staff, id, () => ({
    action: "deliver",
    from: "SHIPPED",
    to: "DELIVERED",
    set: { deliveredAt: new Date() },
    detail: {},
    mail: { kind: "delivered" },
  }));
}
