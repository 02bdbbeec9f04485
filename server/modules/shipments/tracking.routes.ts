import { idParams } from "@contract/ids";
import { orderTracking as orderTrackingShape } from "@contract/shipments";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { neverStore } from "@server/platform/personal-answers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orderTracking } from "./tracking.service";

/** The shopper's own parcel on its way (decision 27), as invoices serve /orders/{id}/invoice/. */
export const trackingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);

    app.get(
      "/orders/:id/tracking/",
      { schema: { params: idParams, response: { 200: orderTrackingShape } } },
      async (request, reply) =>
        neverStore(reply).send(await orderTracking(deps, requireUser(request), request.params.id)),
    );
  };
