import {
  adminBlockedDate,
  adminBlockedDates,
  blockedDateInput,
  blockedDatesQuery,
  capacityCell,
  capacityGrid,
  capacityInput,
  capacityQuery,
  localDeliveryInput,
} from "@contract/admin/delivery-slots";
import { adminShippingZone } from "@contract/admin/shipping-views";
import { idParams as params } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  addBlockedDate,
  blockedDates,
  capacityGrid as readCapacityGrid,
  removeBlockedDate,
  replaceLocalDelivery,
  setCapacity,
} from "./delivery-slots.admin-service";

/** Hand delivery (decision 24): a zone's settings and slots, capacity per slot and date, blocked dates. */
export const deliverySlotsAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      "/shipping-zones/:id/local-delivery/",
      { schema: { params, body: localDeliveryInput, response: { 200: adminShippingZone } } },
      (request) => replaceLocalDelivery(deps, requireStaff(request), request.params.id, request.body),
    );

    app.get(
      "/delivery-capacity/",
      { schema: { querystring: capacityQuery, response: { 200: capacityGrid } } },
      (request) => readCapacityGrid(deps, request.query),
    );

    app.put(
      "/delivery-capacity/",
      { schema: { body: capacityInput, response: { 200: capacityCell } } },
      (request) => setCapacity(deps, requireStaff(request), request.body),
    );

    app.get(
      "/delivery-blocked-dates/",
      { schema: { querystring: blockedDatesQuery, response: { 200: adminBlockedDates } } },
      async (request) => ({ results: await blockedDates(deps, request.query.from) }),
    );

    app.post(
      "/delivery-blocked-dates/",
      { schema: { body: blockedDateInput, response: { 201: adminBlockedDate } } },
      async (request, reply) =>
        reply.status(201).send(await addBlockedDate(deps, requireStaff(request), request.body)),
    );

    app.delete("/delivery-blocked-dates/:id/", { schema: { params } }, async (request, reply) => {
      await removeBlockedDate(deps, requireStaff(request), request.params.id);
      return reply.status(204).send();
    });
  };
