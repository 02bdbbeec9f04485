import { cartChange, savedCustomization } from "@contract/cart";
import { maxUploadFields, maxUploadFileBytes, maxUploadFiles } from "@contract/cart-rules";
import { idParam } from "@contract/ids";
import multipart from "@fastify/multipart";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type CartAccess,
  savedCustomization as loadSavedCustomization,
  saveCustomization,
} from "./customization.service";

const productParams = z.object({ productId: idParam("productId") });

/** The signed-in customer's answers to a personalised product in their cart (product §7). */
export const customizeRoutes =
  (deps: AppDeps, cart: CartAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);
    // Limits apply while the form streams in: past any of them the read stops with a 413.
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: maxUploadFileBytes,
        files: maxUploadFiles,
        fields: maxUploadFields,
        parts: maxUploadFiles + maxUploadFields,
        fieldSize: 64 * 1024,
        fieldNameSize: 100,
      },
    });

    app.post(
      "/user/cart/add_customized/",
      {
        schema: { response: { 200: cartChange } },
        // Each save decodes and re-encodes up to 20 photos: bounded per customer, not per address.
        config: {
          rateLimit: {
            max: 30,
            timeWindow: "10 minutes",
            keyGenerator: (request) => (request.user ? `customize:${request.user.id}` : request.ip),
          },
        },
      },
      (request) => saveCustomization(deps, cart, requireUser(request), request, request.log),
    );

    app.get(
      "/user/cart/customization/:productId/",
      { schema: { params: productParams, response: { 200: savedCustomization } } },
      (request) => loadSavedCustomization(deps, cart, requireUser(request), request.params.productId),
    );
  };
