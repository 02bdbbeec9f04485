import { simulatedPayRequest, simulatedPayResponse } from "@contract/payments";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import type { SimulatedGateway } from "@server/platform/payments/simulated";
import { neverStore } from "@server/platform/personal-answers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * POST /payments/simulated/pay/: the simulated card form's Pay and Fail buttons. It signs like Razorpay
 * and then delivers the signed webhook to our own webhook path, as Razorpay would, so verify and webhook
 * both run. Registered only when the gateway is the simulated one (never with real keys).
 */
export const simulatedGatewayRoutes =
  (deps: AppDeps & { payments: SimulatedGateway }): FastifyPluginAsyncZod =>
  async (app) => {
    const deliveries = new Set<Promise<unknown>>();
    app.addHook("onClose", async () => {
      await Promise.allSettled([...deliveries]);
    });

    app.post(
      "/payments/simulated/pay/",
      {
        schema: { body: simulatedPayRequest, response: { 200: simulatedPayResponse } },
        config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      },
      async (request, reply) => {
        const paid = deps.payments.pay(request.body.razorpay_order_id, request.body.outcome);
        if (!paid) throw notFound("Payment order not found");
        const delivery = app
          .inject({
            method: "POST",
            url: "/api/payments/razorpay/webhook",
            headers: {
              "content-type": "application/json",
              "x-razorpay-signature": paid.webhook.signature,
              "x-razorpay-event-id": paid.webhook.eventId,
            },
            payload: paid.webhook.body,
          })
          .catch((error: unknown) => request.log.warn({ err: error }, "simulated webhook not delivered"))
          .finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
        neverStore(reply);
        if (paid.outcome === "failed") {
          return {
            error: { code: "BAD_REQUEST_ERROR", description: "Payment failed", reason: "payment_failed" },
          };
        }
        return {
          razorpay_payment_id: paid.payment.id,
          razorpay_order_id: paid.payment.order_id,
          razorpay_signature: paid.signature,
        };
      },
    );
  };
