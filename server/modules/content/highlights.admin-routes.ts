import { deletedResponse, reorderInput } from "@contract/admin/content-banners";
import {
  adminHighlight,
  adminHighlightList,
  highlightInput,
  productChoiceList,
  productChoiceQuery,
} from "@contract/admin/content-highlights";
import { idParams } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createHighlight,
  listHighlights,
  removeHighlight,
  reorderHighlights,
  replaceHighlight,
} from "./highlights.admin-service";
import { searchProductChoices } from "./product-choices";

/** The home page's highlight sections (a title, a link and chosen products), in page order. */
export const highlightAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/highlights/", { schema: { response: { 200: adminHighlightList } } }, () =>
      listHighlights(deps),
    );

    app.get(
      "/highlights/product-choices/",
      { schema: { querystring: productChoiceQuery, response: { 200: productChoiceList } } },
      (request) => searchProductChoices(deps.db, deps.storage, request.query.search ?? ""),
    );

    app.post(
      "/highlights/",
      { schema: { body: highlightInput, response: { 201: adminHighlight } } },
      async (request, reply) =>
        reply.status(201).send(await createHighlight(deps, requireStaff(request), request.body)),
    );

    app.put(
      "/highlights/:id/",
      { schema: { params: idParams, body: highlightInput, response: { 200: adminHighlight } } },
      (request) => replaceHighlight(deps, requireStaff(request), request.params.id, request.body),
    );

    app.delete(
      "/highlights/:id/",
      { schema: { params: idParams, response: { 200: deletedResponse } } },
      (request) => removeHighlight(deps, requireStaff(request), request.params.id),
    );

    app.post(
      "/highlights/reorder/",
      { schema: { body: reorderInput, response: { 200: adminHighlightList } } },
      (request) => reorderHighlights(deps, requireStaff(request), request.body),
    );
  };
