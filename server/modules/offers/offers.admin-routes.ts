import { adminOffer, adminOfferPage } from "@contract/admin/offer-views";
import { activeSwitch, offerInput, offerListQuery } from "@contract/admin/offers";
import { idParams as params } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createOffer,
  getOffer,
  offersPage,
  removeOffer,
  replaceOffer,
  switchOffer,
} from "./offers.admin-service";

/** Automatic offers: list, read, create, edit, switch on or off, delete while unused. */
export const offersAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/offers/",
      { schema: { querystring: offerListQuery, response: { 200: adminOfferPage } } },
      (request) => offersPage(deps, request.query),
    );

    app.post(
      "/offers/",
      { schema: { body: offerInput, response: { 201: adminOffer } } },
      async (request, reply) =>
        reply.status(201).send(await createOffer(deps, requireStaff(request), request.body)),
    );

    app.get("/offers/:id/", { schema: { params, response: { 200: adminOffer } } }, (request) =>
      getOffer(deps, request.params.id),
    );

    app.put(
      "/offers/:id/",
      { schema: { params, body: offerInput, response: { 200: adminOffer } } },
      (request) => replaceOffer(deps, requireStaff(request), request.params.id, request.body),
    );

    app.post(
      "/offers/:id/active/",
      { schema: { params, body: activeSwitch, response: { 200: adminOffer } } },
      (request) => switchOffer(deps, requireStaff(request), request.params.id, request.body.is_active),
    );

    app.delete("/offers/:id/", { schema: { params } }, async (request, reply) => {
      await removeOffer(deps, requireStaff(request), request.params.id);
      return reply.status(204).send();
    });
  };
