import {
  categoriesResponse,
  categoryProductsQuery,
  categoryProductsResponse,
  productDetail,
} from "@contract/catalog";
import { idParams } from "@contract/ids";
import { sendCachedJson, sendPrivateJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { answerNow } from "@server/platform/test-clock-header";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getCategories } from "./catalog.service";
import { getCategoryProducts } from "./listing.service";
import { getProductForViewer } from "./product-detail.service";

/**
 * Public catalogue reads. Answers come pre-serialised from the public cache (validated against
 * the contract when they were built), so handlers send bytes instead of serialising per request.
 */
export const catalogRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/products/categories/",
      { schema: { response: { 200: categoriesResponse } } },
      async (request, reply) => sendCachedJson(request, reply, await getCategories(deps)),
    );

    app.get(
      "/products/categories/:id/products/",
      {
        schema: {
          params: idParams,
          querystring: categoryProductsQuery,
          response: { 200: categoryProductsResponse },
        },
      },
      async (request, reply) =>
        sendCachedJson(
          request,
          reply,
          await getCategoryProducts(deps, request.params.id, request.query, answerNow(deps, request)),
        ),
    );

    app.get(
      "/products/:id/",
      { schema: { params: idParams, response: { 200: productDetail } } },
      async (request, reply) => {
        const answer = await getProductForViewer(deps, request.params.id, request.user);
        if ("guest" in answer) {
          return sendCachedJson(request, reply, answer.guest, { vary: "Accept-Encoding, Authorization" });
        }
        return sendPrivateJson(reply, answer.personal);
      },
    );
  };
