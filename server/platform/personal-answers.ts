import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The answer is personal even without a session (sign-in answers carry a token). */
    personal?: boolean;
  }
}

/**
 * Nothing answered to a signed-in request, and no sign-in answer, may be kept by any cache (browser,
 * proxy or CDN): `no-store` replaces whatever the route set. Done here, once, so every route added
 * later inherits it without remembering to.
 */
export function registerPersonalAnswers(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.user || request.routeOptions.config.personal) {
      reply.header("cache-control", "no-store");
      reply.removeHeader("etag");
    }
    done(null, payload);
  });
}
