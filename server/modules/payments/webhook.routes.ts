import type { AppDeps } from "@server/platform/deps";
import { neverStore } from "@server/platform/personal-answers";
import type { FastifyPluginAsync } from "fastify";
import { handleRazorpayWebhook } from "./webhook.service";

const headerValue = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * POST /payments/razorpay/webhook. The JSON parser is replaced in this plugin only, so the handler
 * gets the exact bytes Razorpay signed; every other route keeps the normal parser.
 */
export const webhookRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    app.post("/payments/razorpay/webhook", async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await handleRazorpayWebhook(
        deps,
        request.log,
        raw,
        headerValue(request.headers["x-razorpay-signature"]),
        headerValue(request.headers["x-razorpay-event-id"]),
      );
      return neverStore(reply).send(result);
    });
  };
