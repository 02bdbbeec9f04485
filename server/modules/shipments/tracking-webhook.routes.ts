import type { AppDeps } from "@server/platform/deps";
import { AppError } from "@server/platform/errors";
import { neverStore } from "@server/platform/personal-answers";
import type { FastifyPluginAsync } from "fastify";
import { handleTrackingWebhook } from "./tracking-webhook.service";

/** Shiprocket posts the scans so far with each update; a few hundred of them stay well under this. */
const bodyLimit = 128 * 1024;

/**
 * POST /courier/tracking-updates: the courier aggregator's tracking webhook (registered only when
 * Shiprocket is the provider). The path avoids "shiprocket", "kartrocket", "sr" and "kr", which
 * Shiprocket refuses in a webhook URL. The shared token is checked when the request arrives, before
 * its body is read, so an unauthorised sender cannot make the server read or parse anything.
 */
export const trackingWebhookRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.addHook("onRequest", async (request) => {
      if (!deps.couriers.trackingWebhookAuthorized(request.headers)) {
        throw new AppError("unauthorized", "Invalid webhook token");
      }
    });
    app.post("/courier/tracking-updates", { bodyLimit }, async (request, reply) => {
      const result = await handleTrackingWebhook(deps, request.log, request.body);
      return neverStore(reply).send(result);
    });
  };
