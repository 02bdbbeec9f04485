import { adminCoupon, adminCouponPage } from "@contract/admin/offer-views";
import { activeSwitch, couponInput, offerListQuery } from "@contract/admin/offers";
import { idParams as params } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  couponsPage,
  createCoupon,
  getCoupon,
  removeCoupon,
  replaceCoupon,
  switchCoupon,
} from "./coupons.admin-service";

/** Coupons: list, read, create, edit, switch on or off, delete while unused. */
export const couponsAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/coupons/",
      { schema: { querystring: offerListQuery, response: { 200: adminCouponPage } } },
      (request) => couponsPage(deps, request.query),
    );

    app.post(
      "/coupons/",
      { schema: { body: couponInput, response: { 201: adminCoupon } } },
      async (request, reply) =>
        reply.status(201).send(await createCoupon(deps, requireStaff(request), request.body)),
    );

    app.get("/coupons/:id/", { schema: { params, response: { 200: adminCoupon } } }, (request) =>
      getCoupon(deps, request.params.id),
    );

    app.put(
      "/coupons/:id/",
      { schema: { params, body: couponInput, response: { 200: adminCoupon } } },
      (request) => replaceCoupon(deps, requireStaff(request), request.params.id, request.body),
    );

    app.post(
      "/coupons/:id/active/",
      { schema: { params, body: activeSwitch, response: { 200: adminCoupon } } },
      (request) => switchCoupon(deps, requireStaff(request), request.params.id, request.body.is_active),
    );

    app.delete("/coupons/:id/", { schema: { params } }, async (request, reply) => {
      await removeCoupon(deps, requireStaff(request), request.params.id);
      return reply.status(204).send();
    });
  };
