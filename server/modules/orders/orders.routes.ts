import { idParams } from "@contract/ids";
import { customerCancelRequest, giftMessageRequest, order, orderList } from "@contract/orders";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cancelOwnOrder } from "./order-customer-cancel.service";
import { editGiftMessage, getCustomerOrder, listCustomerOrders } from "./orders.service";

/**
 * The signed-in customer's orders (product §7): the list and one order; ours: the gift card's edit and
 * their own cancel.
 */
export const ordersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);

    app.get("/orders/", { schema: { response: { 200: orderList } } }, (request) =>
      listCustomerOrders(deps, requireUser(request)),
    );

    app.get("/orders/:id/", { schema: { params: idParams, response: { 200: order } } }, (request) =>
      getCustomerOrder(deps, requireUser(request), request.params.id),
    );

    app.put(
      "/orders/:id/gift-message/",
      { schema: { params: idParams, body: giftMessageRequest, response: { 200: order } } },
      (request) => editGiftMessage(deps, requireUser(request), request.params.id, request.body),
    );

    app.post(
      "/orders/:id/cancel/",
      {
        schema: { params: idParams, body: customerCancelRequest, response: { 200: order } },
        // Each paid cancel calls the gateway twice with the order locked: bounded per customer.
        config: {
          rateLimit: {
            max: 10,
            timeWindow: "1 hour",
            keyGenerator: (request) => (request.user ? `order-cancel:${request.user.id}` : request.ip),
          },
        },
      },
      (request) => cancelOwnOrder(deps, request.log, requireUser(request), request.params.id, request.body),
    );
  };
