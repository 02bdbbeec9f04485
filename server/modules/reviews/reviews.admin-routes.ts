import { adminReview, adminReviewPage, adminReviewQuery } from "@contract/admin/reviews";
import { idParams } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listReviewsForModeration, setReviewHidden } from "./reviews.admin-service";

/** Staff read every review and hide or show one again (product §2 product page; issue 12). */
export const reviewsAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/reviews/",
      { schema: { querystring: adminReviewQuery, response: { 200: adminReviewPage } } },
      (request) => listReviewsForModeration(deps, request.query),
    );

    app.post(
      "/reviews/:id/hide/",
      { schema: { params: idParams, response: { 200: adminReview } } },
      (request) => setReviewHidden(deps, requireStaff(request), request.params.id, true),
    );

    app.post(
      "/reviews/:id/unhide/",
      { schema: { params: idParams, response: { 200: adminReview } } },
      (request) => setReviewHidden(deps, requireStaff(request), request.params.id, false),
    );
  };
