import { reorderInput } from "@contract/admin/content-banners";
import {
  adminOccasion,
  adminOccasionList,
  occasionDeleted,
  occasionInput,
  occasionMessages,
} from "@contract/admin/occasions";
import { idParams as params } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createOccasion,
  editOccasion,
  getAdminOccasion,
  listAdminOccasions,
  removeOccasion,
  reorderOccasions,
} from "./occasions.admin-service";

const config = { validationMessage: occasionMessages.invalid };

/** Occasions and recipients as staff edit them: shown and hidden, in the store's order, with product counts. */
export const occasionAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/occasions/", { schema: { response: { 200: adminOccasionList } } }, () =>
      listAdminOccasions(deps),
    );

    app.post(
      "/occasions/",
      { schema: { body: occasionInput, response: { 201: adminOccasion } }, config },
      async (request, reply) =>
        reply.status(201).send(await createOccasion(deps, requireStaff(request), request.body)),
    );

    app.post(
      "/occasions/reorder/",
      { schema: { body: reorderInput, response: { 200: adminOccasionList } } },
      (request) => reorderOccasions(deps, requireStaff(request), request.body),
    );

    app.get("/occasions/:id/", { schema: { params, response: { 200: adminOccasion } } }, (request) =>
      getAdminOccasion(deps, request.params.id),
    );

    app.put(
      "/occasions/:id/",
      { schema: { params, body: occasionInput, response: { 200: adminOccasion } }, config },
      (request) => editOccasion(deps, requireStaff(request), request.params.id, request.body),
    );

    app.delete("/occasions/:id/", { schema: { params, response: { 200: occasionDeleted } } }, (request) =>
      removeOccasion(deps, requireStaff(request), request.params.id),
    );
  };
