import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bannerAdminRoutes } from "./banners.admin-routes";
import { blogAdminRoutes } from "./blogs.admin-routes";
import { highlightAdminRoutes } from "./highlights.admin-routes";
import { inboxAdminRoutes } from "./inbox.admin-routes";
import { policyAdminRoutes } from "./policies.admin-routes";
import { storeSettingsAdminRoutes } from "./store-settings.admin-routes";

/** Storefront content for staff: home page banners and highlights, policies, blog, inbox, settings. */
export const contentAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(bannerAdminRoutes(deps));
    await app.register(highlightAdminRoutes(deps));
    await app.register(policyAdminRoutes(deps));
    await app.register(blogAdminRoutes(deps));
    await app.register(inboxAdminRoutes(deps));
    await app.register(storeSettingsAdminRoutes(deps));
  };
