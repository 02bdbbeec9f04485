import { catalogMessages } from "@contract/admin/catalog-rules";
import {
  adminCategory,
  adminCategoryPage,
  adminCategoryQuery,
  categoryDeleted,
  categoryInput,
} from "@contract/admin/categories";
import { idParams as params } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createCategory,
  editCategory,
  getAdminCategory,
  listAdminCategories,
  removeCategory,
} from "./categories.admin-service";

const config = { validationMessage: catalogMessages.invalid };

/** Categories as staff edit them: shown and hidden, with how many products each holds. */
export const categoryAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/categories/",
      { schema: { querystring: adminCategoryQuery, response: { 200: adminCategoryPage } } },
      (request) => listAdminCategories(deps, request.query),
    );

    app.post(
      "/categories/",
      { schema: { body: categoryInput, response: { 201: adminCategory } }, config },
      async (request, reply) =>
        reply.status(201).send(await createCategory(deps, requireStaff(request), request.body)),
    );

    app.get("/categories/:id/", { schema: { params, response: { 200: adminCategory } } }, (request) =>
      getAdminCategory(deps, request.params.id),
    );

    app.put(
      "/categories/:id/",
      { schema: { params, body: categoryInput, response: { 200: adminCategory } }, config },
      (request) => editCategory(deps, requireStaff(request), request.params.id, request.body),
    );

    app.delete(
      "/categories/:id/",
      { schema: { params, response: { 200: categoryDeleted } } },
      async (request) => {
        await removeCategory(deps, requireStaff(request), request.params.id);
        return { message: catalogMessages.categoryDeleted };
      },
    );
  };
