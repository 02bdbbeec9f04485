import {
  adminProduct,
  adminProductPage,
  adminProductQuery,
  productDeleted,
  productInput,
  stockUpdate,
  stockUpdated,
} from "@contract/admin/catalog";
import { catalogMessages } from "@contract/admin/catalog-rules";
import { idParams as params } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoryAdminRoutes } from "./categories.admin-routes";
import { listProducts } from "./product-list.admin-service";
import { setStock } from "./product-stock.admin-service";
import { createProduct, editProduct, getAdminProduct, removeProduct } from "./products.admin-service";

const config = { validationMessage: catalogMessages.invalid };

/** The catalogue as staff edit it: products (published and hidden), their stock, and categories. */
export const catalogAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/products/",
      { schema: { querystring: adminProductQuery, response: { 200: adminProductPage } } },
      (request) => listProducts(deps, request.query),
    );

    app.post(
      "/products/",
      { schema: { body: productInput, response: { 201: adminProduct } }, config },
      async (request, reply) =>
        reply.status(201).send(await createProduct(deps, requireStaff(request), request.body)),
    );

    app.get("/products/:id/", { schema: { params, response: { 200: adminProduct } } }, (request) =>
      getAdminProduct(deps, request.params.id),
    );

    app.put(
      "/products/:id/",
      { schema: { params, body: productInput, response: { 200: adminProduct } }, config },
      (request) => editProduct(deps, requireStaff(request), request.params.id, request.body, request.log),
    );

    app.delete(
      "/products/:id/",
      { schema: { params, response: { 200: productDeleted } } },
      async (request) => {
        await removeProduct(deps, requireStaff(request), request.params.id, request.log);
        return { message: catalogMessages.productDeleted };
      },
    );

    app.put(
      "/products/:id/stock/",
      { schema: { params, body: stockUpdate, response: { 200: stockUpdated } } },
      (request) => setStock(deps, requireStaff(request), request.params.id, request.body),
    );

    await app.register(categoryAdminRoutes(deps));
  };
