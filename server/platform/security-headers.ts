import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * What Razorpay's checkout.js needs when real keys are set, as Razorpay's own CSP allow-list gives it:
 * the script and its risk check, the payment frame, card-brand images and its telemetry.
 */
export const razorpayCheckoutSources = {
  scriptSrc: ["https://checkout.razorpay.com", "https://cdn.razorpay.com"],
  imgSrc: ["https://cdn.razorpay.com"],
  frameSrc: ["https://api.razorpay.com"],
  connectSrc: ["https://lumberjack.razorpay.com", "https://lumberjack-metrics.razorpay.com"],
};

/**
 * The whole policy lives here, in one place. The SPA loads only its own scripts (plus Razorpay's
 * checkout when it takes real payments). Styles allow inline because the toast library injects a
 * <style> element at run time; images allow data: for tiny placeholders and blob: for upload previews.
 */
function helmetOptions(production: boolean, razorpayCheckout: boolean): HelmetOptions {
  const razorpay = (directive: keyof typeof razorpayCheckoutSources) =>
    razorpayCheckout ? razorpayCheckoutSources[directive] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpay("scriptSrc")],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...razorpay("imgSrc")],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...razorpay("connectSrc")],
        frameSrc: ["'self'", ...razorpay("frameSrc")],
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
export function securityHeaders(production: boolean, razorpayCheckout = false): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(helmetOptions(production, razorpayCheckout))(
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
export async function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  razorpayCheckout = false,
): Promise<void> {
  const headers = securityHeaders(production, razorpayCheckout);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
