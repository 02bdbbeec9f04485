import {
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrderQuery,
  adminOrderMessages,
} from "@contract/admin/orders";
import { orderTaxDocuments } from "@server/modules/invoices/invoices.service";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { itemsOfOrders } from "./order.repository";
import { orderHistory } from "./order-events.repository";
import { findAdminOrder, listOrderQueue } from "./orders.admin-repository";
import { toAdminOrder, toAdminOrderRow } from "./orders.admin-view";

type Deps = Pick<AppDeps, "db" | "storage" | "authSecret">;

/** GET /api/admin/orders/: one page of the queue, filtered and searched in the database. */
export async function orderQueue(deps: Deps, query: AdminOrderQuery): Promise<AdminOrderPage> {
  const { rows, total } = await listOrderQueue(deps.db, query);
  return { count: total, page: query.page, page_size: query.page_size, results: rows.map(toAdminOrderRow) };
}

/** GET /api/admin/orders/{id}/: everything staff need to pack, ship or refund one order. */
export async function adminOrderView(deps: Deps, id: number): Promise<AdminOrder> {
  const record = await findAdminOrder(deps.db, id);
  if (!record) throw notFound(adminOrderMessages.notFound);
  const [items, history, documents] = await Promise.all([
    itemsOfOrders(deps.db, [id]),
    orderHistory(deps.db, id),
    orderTaxDocuments(deps.db, [id]),
  ]);
  return toAdminOrder(record, { items, history, documents: documents.get(id) ?? [] }, deps);
}
