import {
  deliveryCheckRequest,
  deliveryCheckResponse,
  deliveryReachQuery,
  deliveryReachResponse,
} from "@contract/delivery";
import type { AppDeps } from "@server/platform/deps";
import { answerNow } from "@server/platform/test-clock-header";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkDelivery, type ProductDeliveryFacts } from "./delivery.service";
import { deliveryReach } from "./delivery-reach.service";

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

    // Every listing view of a shopper with a pincode may ask, so twice the check's limit. A cached answer
    // may show today's slots up to a minute past the 2 PM cut-off; checkout's own check still decides.
    app.get(
      "/orders/delivery/reach/",
      {
        schema: { querystring: deliveryReachQuery, response: { 200: deliveryReachResponse } },
        config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      },
      async (request, reply) => {
        const answer = await deliveryReach(deps, request.query.pincode, answerNow(deps, request));
        reply.header("cache-control", "public, max-age=60");
        return answer;
      },
    );
  };
