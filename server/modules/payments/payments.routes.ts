import { verifyPaymentRequest, verifyPaymentResponse } from "@contract/payments";
import { requireUser, signedIn } from "@server/platform/auth";
import { checkoutLimit } from "@server/platform/checkout-limiter";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { verifyPayment } from "./verify-payment.service";

/** POST /orders/verify_payment/ (product §7): the browser returning from checkout.js. */
export const paymentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);
    app.post(
      "/orders/verify_payment/",
      {
        schema: { body: verifyPaymentRequest, response: { 200: verifyPaymentResponse } },
        preHandler: checkoutLimit(deps, "verify_payment"),
      },
      (request) => verifyPayment(deps, request.log, requireUser(request), request.body),
    );
  };
