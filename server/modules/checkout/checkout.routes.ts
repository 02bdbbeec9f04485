import { deliveryCalendarQuery, deliveryCalendarResponse } from "@contract/delivery";
import { idParams } from "@contract/ids";
import { createOrderRequest, createOrderResponse } from "@contract/orders";
import { requireUser, signedIn } from "@server/platform/auth";
import { checkoutLimit } from "@server/platform/checkout-limiter";
import type { AppDeps } from "@server/platform/deps";
import { answerNow } from "@server/platform/test-clock-header";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { customerDeliveryCalendar } from "./delivery-calendar.service";
import { payUnpaidOrder } from "./pay-unpaid-order.service";
import { idempotencyKeyOf, placeOrder } from "./place-order.service";

/**
 * Placing an order (product §7): create_order (limited per customer and network, and honouring an
 * Idempotency-Key), and paying an unpaid order again (the same budget: both start a payment); the
 * hand-delivery calendar of an address for the cart (decision 24).
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

    app.get(
      "/orders/delivery/calendar/",
      { schema: { querystring: deliveryCalendarQuery, response: { 200: deliveryCalendarResponse } } },
      (request) =>
        customerDeliveryCalendar(
          deps,
          requireUser(request).id,
          request.query.address_id,
          answerNow(deps, request),
        ),
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
