import { activeSwitch } from "@contract/admin/offers";
import { shippingZoneInput, shippingZoneListQuery } from "@contract/admin/shipping";
import { adminShippingZone, adminShippingZonePage } from "@contract/admin/shipping-views";
import { idParams as params } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createZone,
  getZone,
  removeZone,
  replaceZone,
  switchZone,
  zonesPage,
} from "./shipping-zones.admin-service";

/** Shipping zones: list, read, create, edit, switch on or off, delete. */
export const shippingZonesAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/shipping-zones/",
      { schema: { querystring: shippingZoneListQuery, response: { 200: adminShippingZonePage } } },
      (request) => zonesPage(deps, request.query),
    );

    app.post(
      "/shipping-zones/",
      { schema: { body: shippingZoneInput, response: { 201: adminShippingZone } } },
      async (request, reply) =>
        reply.status(201).send(await createZone(deps, requireStaff(request), request.body)),
    );

    app.get("/shipping-zones/:id/", { schema: { params, response: { 200: adminShippingZone } } }, (request) =>
      getZone(deps, request.params.id),
    );

    app.put(
      "/shipping-zones/:id/",
      { schema: { params, body: shippingZoneInput, response: { 200: adminShippingZone } } },
      (request) => replaceZone(deps, requireStaff(request), request.params.id, request.body),
    );

    app.post(
      "/shipping-zones/:id/active/",
      { schema: { params, body: activeSwitch, response: { 200: adminShippingZone } } },
      (request) => switchZone(deps, requireStaff(request), request.params.id, request.body.is_active),
    );

    app.delete("/shipping-zones/:id/", { schema: { params } }, async (request, reply) => {
      await removeZone(deps, requireStaff(request), request.params.id);
      return reply.status(204).send();
    });
  };
