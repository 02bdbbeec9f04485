import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { isServerRender } from "./render-token";

/**
 * Limits are opt-in per route (`config.rateLimit`). With Redis they are shared by every instance;
 * without it each process counts on its own. While Redis is down these limits are skipped rather than
 * refusing the request: they guard delivery checks and uploads, which a shopper must still get through.
 * Sign-in's own limits (attempt-limits.ts) stay closed instead; checkout's (checkout-limiter.ts) open.
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | null): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    allowList: (request) => isServerRender(request.headers),
    // After the client's REDIS_PREFIX (boot.ts), which also reaches the plugin's Lua script's KEYS.
    ...(redis ? { redis, nameSpace: "rate-limit:" } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
    }),
  });
}
