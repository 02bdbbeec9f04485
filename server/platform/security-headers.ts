import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The whole policy lives here, in one place: a new origin (a payment script, say) is one line below.
 * The SPA loads only its own scripts. Styles allow inline because the toast library injects a
 * <style> element at run time; images allow data: for tiny placeholders and blob: for upload previews.
 */
function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // frame-ancestors 'none' above says it; X-Frame-Options: SAMEORIGIN would contradict it.
    xFrameOptions: false,
    hsts: production ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/** Helmet's headers for our policy, worked out once: they are the same on every response. */
export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(helmetOptions(production))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Sets the security headers on every response. Not @fastify/helmet: it rebuilds helmet (parsing the
 * whole policy) on every request, which cost about a tenth of a cached catalogue read.
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  const headers = securityHeaders(production);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
