import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoriesResponse } from "../../../contract/catalog";
import type { AppDeps } from "../../platform/deps";
import { getCategories } from "./catalog.service";

export const catalogRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/products/categories/", { schema: { response: { 200: categoriesResponse } } }, () =>
      getCategories(deps),
    );
  };
