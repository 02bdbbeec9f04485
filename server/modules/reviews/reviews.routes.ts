import { idParams } from "@contract/ids";
import { maxReviewFiles, maxReviewVideoBytes } from "@contract/review-rules";
import { myReviews, myReviewsQuery, reviewSaved } from "@contract/reviews";
import multipart from "@fastify/multipart";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createReview, editReview, listMyReviews } from "./reviews.service";

/** Each save decodes and re-encodes photos: bounded per customer, not per address. */
const writeLimit = {
  rateLimit: {
    max: 30,
    timeWindow: "10 minutes",
    keyGenerator: (request: FastifyRequest) => (request.user ? `review:${request.user.id}` : request.ip),
  },
};

/** The signed-in customer's reviews of delivered products (product §7 products/reviews). */
export const reviewsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: maxReviewVideoBytes,
        files: maxReviewFiles,
        // product_id, order_id, rating, text, a media type per file and a removal per saved file.
        fields: 4 + 2 * maxReviewFiles,
        parts: 4 + 3 * maxReviewFiles,
        fieldSize: 16 * 1024,
        fieldNameSize: 100,
      },
    });

    app.get(
      "/products/reviews/",
      { schema: { querystring: myReviewsQuery, response: { 200: myReviews } } },
      (request) => listMyReviews(deps, requireUser(request), request.query),
    );

    app.post(
      "/products/reviews/",
      { schema: { response: { 201: reviewSaved } }, config: writeLimit },
      async (request, reply) =>
        reply.status(201).send(await createReview(deps, requireUser(request), request, request.log)),
    );

    app.put(
      "/products/reviews/:id/",
      { schema: { params: idParams, response: { 200: reviewSaved } }, config: writeLimit },
      (request) => editReview(deps, requireUser(request), request.params.id, request, request.log),
    );
  };
