import {
  applyCouponError,
  applyCouponRequest,
  applyCouponResponse,
  publicCouponsResponse,
} from "@contract/coupons";
import { errorBody } from "@contract/errors";
import { requireUser, signedIn } from "@server/platform/auth";
import { checkoutLimiter } from "@server/platform/checkout-limiter";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { applyCoupon } from "./coupons.service";
import { publicCoupons } from "./public-coupons";

const refusal = z.union([applyCouponError, errorBody]);

/**
 * POST /orders/apply_coupon/ (product §7): the discount, or 400/429 `{error, code, message}`.
 * GET /orders/public_coupons/: the coupons listed beside the coupon box.
 */
export const couponsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limiter = checkoutLimiter(deps);
    app.addHook("onRequest", signedIn);

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
      (request) => applyCoupon(deps, limiter, requireUser(request), request.ip, request.body),
    );
  };
