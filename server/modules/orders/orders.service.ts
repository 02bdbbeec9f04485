import { deliveryMessages } from "@contract/delivery-slots";
import type { GiftMessageRequest, Order } from "@contract/orders";
import { orderTaxDocuments } from "@server/modules/invoices/invoices.service";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import { findOrder, itemsOfOrders, listOrders, type OrderRow, updateGiftMessage } from "./order.repository";
import { toOrder } from "./order-view";

type Deps = Pick<AppDeps, "db" | "storage" | "authSecret">;

export const orderNotFound = "Order not found";

/** GET /orders/: the customer's own orders, newest first, with their items (two queries). */
export async function listCustomerOrders(deps: Deps, user: AuthUser): Promise<Order[]> {
  const rows = await listOrders(deps.db, user.id);
  const ids = rows.map((row) => row.order.id);
  const [items, documents] = await Promise.all([
    itemsOfOrders(deps.db, ids),
    orderTaxDocuments(deps.db, ids),
  ]);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.order.id),
      documents.get(row.order.id) ?? [],
      deps,
    ),
  );
}

/** The customer's own order as stored, for paying it again; null for a missing one or another customer's. */
export async function customersOrderRow(
  deps: Pick<AppDeps, "db">,
  user: AuthUser,
  id: number,
): Promise<OrderRow | null> {
  return (await findOrder(deps.db, user.id, id))?.order ?? null;
}

/** GET /orders/{id}/: another customer's order is not found, exactly like a missing one. */
export async function getCustomerOrder(deps: Deps, user: AuthUser, id: number): Promise<Order> {
  const row = await findOrder(deps.db, user.id, id);
  if (!row) throw notFound(orderNotFound);
  const [items, documents] = await Promise.all([
    itemsOfOrders(deps.db, [id]),
    orderTaxDocuments(deps.db, [id]),
  ]);
  return toOrder(row, items, documents.get(id) ?? [], deps);
}

/**
 * PUT /orders/{id}/gift-message/: the card changes in one conditional update, so an edit racing the
 * packing either lands before it (and is printed) or is refused; never printed stale and answered saved.
 */
export async function editGiftMessage(
  deps: Deps & Pick<AppDeps, "now">,
  user: AuthUser,
  id: number,
  input: GiftMessageRequest,
): Promise<Order> {
  const card = { giftMessage: input.gift_message, giftFrom: input.gift_from };
  if (!(await updateGiftMessage(deps.db, user.id, id, card, deps.now()))) {
    if (!(await findOrder(deps.db, user.id, id))) throw notFound(orderNotFound);
    throw new AppError("conflict", deliveryMessages.packed);
  }
  return getCustomerOrder(deps, user, id);
}
