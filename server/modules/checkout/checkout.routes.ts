import { idParams } from "@contract/ids";
import { createOrderRequest, createOrderResponse } from "@contract/orders";
import { requireUser, signedIn } from "@server/platform/auth";
import { checkoutLimit } from "@server/platform/checkout-limiter";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { payUnpaidOrder } from "./pay-unpaid-order.service";
import { idempotencyKeyOf, placeOrder } from "./place-order.service";

/**
 * Placing an order (product §7): create_order (limited per customer and network, and honouring an
 * Idempotency-Key), and paying an unpaid order again (the same budget: both start a payment).
 */
export const checkoutRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);

    app.post(
      "/orders/create_order/",
      {
        schema: { body: createOrderRequest, response: { 201: createOrderResponse } },
        preHandler: checkoutLimit(deps, "create_order"),
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request.headers["idempotency-key"]);
        const user = requireUser(request);
        const answer = await placeOrder(deps, request.log, user, request.ip, key, request.body);
        if (answer.replayed) reply.header("idempotent-replayed", "true");
        return reply.status(201).send(answer.body);
      },
    );

    app.post(
      "/orders/:id/pay/",
      {
        schema: { params: idParams, response: { 200: createOrderResponse } },
        preHandler: checkoutLimit(deps, "create_order"),
      },
      (request) => payUnpaidOrder(deps, requireUser(request), request.params.id),
    );
  };
