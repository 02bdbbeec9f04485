import {
  adminOrder,
  adminOrderPage,
  adminOrderQuery,
  cancelOrderRequest,
  shipOrderRequest,
} from "@contract/admin/orders";
import { idParams } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cancelOrder, refundOrder } from "./order-cancel.admin-service";
import { deliverOrder, shipOrder } from "./order-shipping.admin-service";
import { adminOrderView, orderQueue } from "./orders.admin-service";

/** The order queue, one order, and the moves staff make: ship, deliver, cancel (and refund), refund. */
export const ordersAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const view = { params: idParams, response: { 200: adminOrder } };

    app.get(
      "/orders/",
      { schema: { querystring: adminOrderQuery, response: { 200: adminOrderPage } } },
      (request) => orderQueue(deps, request.query),
    );

    app.get("/orders/:id/", { schema: view }, (request) => adminOrderView(deps, request.params.id));

    app.post("/orders/:id/ship/", { schema: { ...view, body: shipOrderRequest } }, (request) =>
      shipOrder(deps, requireStaff(request), request.params.id, request.body),
    );

    app.post("/orders/:id/deliver/", { schema: view }, (request) =>
      deliverOrder(deps, requireStaff(request), request.params.id),
    );

    app.post("/orders/:id/cancel/", { schema: { ...view, body: cancelOrderRequest } }, (request) =>
      cancelOrder(deps, request.log, requireStaff(request), request.params.id, request.body),
    );

    app.post("/orders/:id/refund/", { schema: view }, (request) =>
      refundOrder(deps, request.log, requireStaff(request), request.params.id),
    );
  };
