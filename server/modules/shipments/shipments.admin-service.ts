import { adminOrderMessages } from "@contract/admin/orders";
import {
  type AdminShipment,
  type OrderShipmentPanel,
  type ShipmentList,
  type ShipmentListQuery,
  shipmentMessages,
} from "@contract/admin/shipments";
import { indiaDate } from "@contract/india-time";
import { paiseToDecimal } from "@contract/money";
import type { Db } from "@server/db/connect";
import { courierOrderFacts, courierOrdersToBook } from "@server/modules/orders/order-courier.service";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { parcelWire, toAdminShipment } from "./shipments.admin-view";
import {
  eventsOfShipments,
  findShipment,
  listShipments,
  ordersWithLiveBooking,
  type ShipmentEventRow,
  type ShipmentRow,
  shipmentsOfOrder,
} from "./shipments.repository";

type Deps = Pick<AppDeps, "db" | "couriers" | "now">;

/** A tab shows at most this many bookings, and a booking in a list its newest few updates. */
const listLimit = 200;
const updatesInList = 3;
const updatesOfOne = 100;

/** Bookings with their orders' facts and updates, in the order given; orders not PROCESSING dropped when asked. */
async function viewsOf(
  db: Db,
  rows: ShipmentRow[],
  updatesEach: number,
  keep: (row: ShipmentRow, orderStatus: string) => boolean = () => true,
): Promise<AdminShipment[]> {
  const ids = rows.map((row) => row.id);
  const [facts, events] = await Promise.all([
    courierOrderFacts(db, [...new Set(rows.map((row) => row.orderId))]),
    eventsOfShipments(db, ids),
  ]);
  const orders = new Map(facts.map((order) => [order.id, order]));
  const updates = new Map<number, ShipmentEventRow[]>();
  for (const event of events) {
    const list = updates.get(event.shipmentId) ?? [];
    if (list.length < updatesEach) list.push(event);
    updates.set(event.shipmentId, list);
  }
  return rows.flatMap((row) => {
    const order = orders.get(row.orderId);
    if (!order || !keep(row, order.orderStatus)) return [];
    return [toAdminShipment(row, order, updates.get(row.id) ?? [])];
  });
}

/** One booking as staff see it; 404 when there is none. */
export async function shipmentView(db: Db, id: number): Promise<AdminShipment> {
  const row = await findShipment(db, id);
  if (!row) throw notFound(shipmentMessages.notFound);
  const [view] = await viewsOf(db, [row], updatesOfOne);
  if (!view) throw notFound(shipmentMessages.notFound);
  return view;
}

const defaultParcel = (deps: Pick<AppDeps, "couriers">) =>
  deps.couriers.defaultParcel ? parcelWire(deps.couriers.defaultParcel) : null;

/** GET /api/admin/orders/{id}/shipment/: the order page's Courier panel. */
export async function orderShipmentPanel(deps: Deps, orderId: number): Promise<OrderShipmentPanel> {
  const [order] = await courierOrderFacts(deps.db, [orderId]);
  if (!order) throw notFound(adminOrderMessages.notFound);
  const rows = await shipmentsOfOrder(deps.db, orderId);
  const views = await viewsOf(deps.db, rows, updatesOfOne);
  const isLive = (view: AdminShipment) => view.state !== "failed" && view.state !== "cancelled";
  return {
    provider: deps.couriers.name,
    default_parcel: defaultParcel(deps),
    shipment: views.find(isLive) ?? null,
    earlier: views.filter((view) => !isLive(view)),
  };
}

/** A day's paid courier orders with no booking yet, oldest payment first. */
async function ordersToBook(deps: Deps, paidOn: string) {
  const orders = await courierOrdersToBook(deps.db, { paidOn, limit: listLimit });
  const booking = await ordersWithLiveBooking(
    deps.db,
    orders.map((order) => order.id),
  );
  return orders
    .filter((order) => !booking.has(order.id))
    .map((order) => ({
      order_id: order.id,
      order_number: order.orderNumber,
      shipping_method: order.shippingMethod,
      customer_name: order.customerName,
      city: order.city,
      pincode: order.pincode,
      total: paiseToDecimal(order.totalPaise),
      paid_at: order.paidAt.toISOString(),
      promised_on: order.promisedOn,
    }));
}

/**
 * GET /api/admin/shipments/: one tab of the Courier bookings page. A failed booking shows under
 * "Booking" (to retry) only while it is its order's newest and the order still waits to ship.
 */
export async function shipmentList(deps: Deps, query: ShipmentListQuery): Promise<ShipmentList> {
  const answer = {
    view: query.view,
    provider: deps.couriers.name,
    default_parcel: defaultParcel(deps),
  };
  if (query.view === "to_book") {
    const paidOn = query.paid_on ?? indiaDate(deps.now());
    return { ...answer, to_book: await ordersToBook(deps, paidOn), shipments: [] };
  }
  const rows = await listShipments(deps.db, query.view, listLimit);
  const stillWaiting = (row: ShipmentRow, orderStatus: string) =>
    row.state !== "failed" || orderStatus === "PROCESSING";
  return { ...answer, to_book: [], shipments: await viewsOf(deps.db, rows, updatesInList, stillWaiting) };
}
