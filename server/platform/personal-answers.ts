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

const refusedForWhoAsks = (status: number) => status === 401 || status === 403;

/**
 * Nothing answered to a signed-in request, no sign-in answer, and no refusal that depends on who asks
 * (401, 403) may be kept by any cache (browser, proxy or CDN): `no-store` replaces whatever the route
 * set. Done here, once, so every route added later inherits it without remembering to.
 */
export function registerPersonalAnswers(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.user || request.routeOptions.config.personal || refusedForWhoAsks(reply.statusCode)) {
      neverStore(reply);
      reply.removeHeader("etag");
    }
    done(null, payload);
  });
}
