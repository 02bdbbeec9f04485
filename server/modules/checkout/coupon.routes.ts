import {
  type ApplyCouponError,
  applyCouponError,
  applyCouponRequest,
  applyCouponResponse,
  publicCouponsResponse,
} from "@contract/coupons";
import { errorBody } from "@contract/errors";
import { noStore } from "@server/modules/orders/no-store";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutLimiter } from "./checkout-limiter";
import { applyCoupon } from "./coupon.service";
import { CouponRefused } from "./coupon-rules";
import { publicCoupons } from "./public-coupons";

const refusal = z.union([applyCouponError, errorBody]);

/**
 * POST /orders/apply_coupon/ (spec §7): the discount, or 400/429 `{error, code, message}`.
 * GET /orders/public_coupons/: the coupons listed beside the coupon box.
 */
export const couponRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limiter = checkoutLimiter(deps);
    app.addHook("onRequest", signedIn);
    app.addHook("onRequest", noStore);

    app.get("/orders/public_coupons/", { schema: { response: { 200: publicCouponsResponse } } }, (request) =>
      publicCoupons(deps, requireUser(request)),
    );

    app.post(
      "/orders/apply_coupon/",
      {
        schema: {
          body: applyCouponRequest,
          response: { 200: applyCouponResponse, 400: refusal, 429: refusal },
        },
        config: { validationMessage: "Please enter a valid coupon code" },
      },
      async (request, reply) => {
        try {
          return await applyCoupon(deps, limiter, requireUser(request), request.ip, request.body);
        } catch (error) {
          if (!(error instanceof CouponRefused)) throw error;
          if (error.headers) reply.headers(error.headers);
          const status = error.kind === "rate_limited" ? 429 : 400;
          const body: ApplyCouponError = { error: error.message, code: error.code, message: error.message };
          return reply.status(status).send(body);
        }
      },
    );
  };
