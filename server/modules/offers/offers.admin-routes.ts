import { couponAdminRoutes } from "@server/modules/checkout/coupon.admin-routes";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { offerAdminRoutes } from "./offer.admin-routes";

/**
 * The back office's terms of sale: automatic offers, coupons and shipping zones, each kept by the module
 * whose checkout rules price with it.
 */
export const offersAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(offerAdminRoutes(deps));
    await app.register(couponAdminRoutes(deps));
  };
