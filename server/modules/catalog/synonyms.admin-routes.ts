import {
  synonymGroup,
  synonymGroupDeleted,
  synonymGroupInput,
  synonymGroupList,
  synonymMessages,
} from "@contract/admin/search-synonyms";
import { idParams as params } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createSynonymGroup,
  listSynonyms,
  removeSynonymGroup,
  replaceSynonymGroup,
} from "./synonyms.admin-service";

const config = { validationMessage: synonymMessages.invalid };

/** The shop's synonym groups (mithai, sweets, sweet), which search uses for one another. */
export const synonymAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/search-synonyms/", { schema: { response: { 200: synonymGroupList } } }, () =>
      listSynonyms(deps),
    );

    app.post(
      "/search-synonyms/",
      { schema: { body: synonymGroupInput, response: { 201: synonymGroup } }, config },
      async (request, reply) =>
        reply.status(201).send(await createSynonymGroup(deps, requireStaff(request), request.body)),
    );

    app.put(
      "/search-synonyms/:id/",
      { schema: { params, body: synonymGroupInput, response: { 200: synonymGroup } }, config },
      (request) => replaceSynonymGroup(deps, requireStaff(request), request.params.id, request.body),
    );

    app.delete(
      "/search-synonyms/:id/",
      { schema: { params, response: { 200: synonymGroupDeleted } } },
      (request) => removeSynonymGroup(deps, requireStaff(request), request.params.id),
    );
  };
