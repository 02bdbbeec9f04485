import { dashboard } from "@contract/admin/dashboard";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardFigures } from "./dashboard.service";

/** The back office's landing figures. */
export const dashboardAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/dashboard/", { schema: { response: { 200: dashboard } } }, () => dashboardFigures(deps));
  };
