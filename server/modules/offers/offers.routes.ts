import { activeOffers } from "@contract/offers";
import { sendCachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { activeOffersAnswer } from "./offers.service";

/** Automatic offers (product §7): public, the same for everyone, cached and revalidated by ETag. */
export const offersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/setting/offers/active/",
      { schema: { response: { 200: activeOffers } } },
      async (request, reply) => sendCachedJson(request, reply, await activeOffersAnswer(deps)),
    );
  };
