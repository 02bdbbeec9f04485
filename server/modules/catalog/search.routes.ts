import {
  occasionProductsQuery,
  occasionProductsResponse,
  searchQuery,
  searchResponse,
  suggestionsQuery,
  suggestionsResponse,
} from "@contract/search";
import { pathName } from "@contract/text";
import { sendCachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { answerNow } from "@server/platform/test-clock-header";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getOccasionProducts } from "./occasion-listing.service";
import { type BestSellers, searchProducts } from "./search.service";
import { searchSuggestions } from "./search-suggestions.service";

/**
 * Finding the gift (decision 26): search across the store, the search box's suggestions, and the
 * occasions' and recipients' listings. Static paths win over `/products/:id/` in Fastify's router.
 */
export const searchRoutes =
  (deps: AppDeps, bestSellers: BestSellers): FastifyPluginAsyncZod =>
  async (app) => {
    const perMinute = { max: deps.config.searchRequestsPerMinute, timeWindow: "1 minute" };
    app.get(
      "/products/search/",
      {
        schema: { querystring: searchQuery, response: { 200: searchResponse } },
        config: { rateLimit: perMinute },
      },
      async (request, reply) =>
        sendCachedJson(
          request,
          reply,
          await searchProducts(deps, request.query, answerNow(deps, request), bestSellers),
        ),
    );

    app.get(
      "/products/search/suggestions/",
      {
        schema: { querystring: suggestionsQuery, response: { 200: suggestionsResponse } },
        config: { rateLimit: perMinute },
      },
      async (request, reply) =>
        sendCachedJson(request, reply, await searchSuggestions(deps, request.query.q)),
    );

    app.get(
      "/products/occasions/:slug/products/",
      {
        schema: {
          params: z.object({ slug: pathName("Occasion", 60) }),
          querystring: occasionProductsQuery,
          response: { 200: occasionProductsResponse },
        },
      },
      async (request, reply) =>
        sendCachedJson(
          request,
          reply,
          await getOccasionProducts(deps, request.params.slug, request.query, answerNow(deps, request)),
        ),
    );
  };
