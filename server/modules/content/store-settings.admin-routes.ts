import { adminStoreSettings, storeSettingsInput } from "@contract/admin/content-settings";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getStoreSettings, saveStoreSettings } from "./store-settings.admin-service";

/** The support e-mail and phone shown in the footer, on the contact page and by the chat button. */
export const storeSettingsAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/settings/", { schema: { response: { 200: adminStoreSettings } } }, () =>
      getStoreSettings(deps),
    );

    app.put(
      "/settings/",
      { schema: { body: storeSettingsInput, response: { 200: adminStoreSettings } } },
      (request) => saveStoreSettings(deps, requireStaff(request), request.body),
    );
  };
