import {
  dayPlan as dayPlanAnswer,
  dayPlanQuery,
  moveDeliveryRequest,
  movedDelivery,
  packedRequest,
  packedResponse,
} from "@contract/admin/deliveries";
import { idParams } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dayPlan, markPacked, moveDelivery } from "./deliveries.admin-service";

/** The day's hand deliveries, moving one to another date or slot, and stamping orders packed. */
export const deliveriesAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/deliveries/",
      { schema: { querystring: dayPlanQuery, response: { 200: dayPlanAnswer } } },
      (request) => dayPlan(deps, request.query),
    );

    app.post(
      "/deliveries/orders/:id/move/",
      { schema: { params: idParams, body: moveDeliveryRequest, response: { 200: movedDelivery } } },
      (request) => moveDelivery(deps, requireStaff(request), request.params.id, request.body),
    );

    app.post(
      "/orders/packed/",
      { schema: { body: packedRequest, response: { 200: packedResponse } } },
      (request) => markPacked(deps, requireStaff(request), request.body.order_ids),
    );
  };
