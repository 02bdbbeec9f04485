import type { FastifyInstance, FastifyReply } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The answer is personal even without a session (sign-in answers carry a token). */
    personal?: boolean;
  }
}

/**
 * The one way an answer is kept out of every cache (browser, proxy or CDN). `private` also marks it as
 * one viewer's, for the caches that honour only that.
 */
export function neverStore(reply: FastifyReply, options: { private?: boolean } = {}): FastifyReply {
  return reply.header("cache-control", options.private ? "private, no-store" : "no-store");
}

/**
 * Nothing answered to a signed-in request, and no sign-in answer, may be kept by any cache (browser,
 * proxy or CDN): `no-store` replaces whatever the route set. Done here, once, so every route added
 * later inherits it without remembering to.
 */
export function registerPersonalAnswers(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.user || request.routeOptions.config.personal) {
      neverStore(reply);
      reply.removeHeader("etag");
    }
    done(null, payload);
  });
}
