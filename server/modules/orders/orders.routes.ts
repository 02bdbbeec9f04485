import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams } from "../../../contract/ids";
import { createOrderRequest, createOrderResponse, order, orderList } from "../../../contract/orders";
import { requireUser, signedIn } from "../../platform/auth";
import type { AppDeps } from "../../platform/deps";
import { createOrder } from "./create-order.service";
import { noStore } from "./no-store";
import { getCustomerOrder, listCustomerOrders } from "./orders.service";

/** The signed-in customer's orders (spec §7): create_order, the list and one order. */
export const ordersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);
    app.addHook("onRequest", noStore);

    app.post(
      "/orders/create_order/",
      { schema: { body: createOrderRequest, response: { 201: createOrderResponse } } },
      async (request, reply) =>
        reply.status(201).send(await createOrder(deps, request.log, requireUser(request), request.body)),
    );

    app.get("/orders/", { schema: { response: { 200: orderList } } }, (request) =>
      listCustomerOrders(deps, requireUser(request)),
    );

    app.get("/orders/:id/", { schema: { params: idParams, response: { 200: order } } }, (request) =>
      getCustomerOrder(deps, requireUser(request), request.params.id),
    );
  };
