import { deliveryCheckRequest, deliveryCheckResponse } from "@contract/delivery";
import type { AppDeps } from "@server/platform/deps";
import { answerNow } from "@server/platform/test-clock-header";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkDelivery, type ProductDeliveryFacts } from "./delivery.service";

/** Open to guests and customers alike (a spec defect fixed): no sign-in needed to ask. */
export const deliveryRoutes =
  (deps: AppDeps, productDeliveryFacts: ProductDeliveryFacts): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/orders/delivery/check-delivery/",
      {
        schema: { body: deliveryCheckRequest, response: { 200: deliveryCheckResponse } },
        config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      },
      (request) => checkDelivery(deps, productDeliveryFacts, request.body, answerNow(deps, request)),
    );
  };
