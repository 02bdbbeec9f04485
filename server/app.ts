import { randomUUID } from "node:crypto";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { contentRoutes } from "./modules/content/content.routes";
import { registerAuth } from "./platform/auth";
import type { AppDeps } from "./platform/deps";
import { registerErrorHandling } from "./platform/error-handler";
import { registerRateLimits } from "./platform/rate-limits";
import { registerSecurityHeaders } from "./platform/security-headers";
import { registerWeb } from "./platform/web";

/** A pino logger to use; without one the app logs at the configured level. */
export type BuildOptions = { logger?: FastifyBaseLogger };

/** Builds the whole store as a Fastify instance that never listens: server.ts listens, tests inject. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: { level: deps.config.logLevel } }),
    genReqId: () => randomUUID(),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, deps.config.env === "production");
  await registerRateLimits(app, deps.redis);
  registerAuth(app, deps.db);

  await app.register(
    async (api) => {
      await api.register(contentRoutes(deps));
      await api.register(catalogRoutes(deps));
    },
    { prefix: "/api" },
  );

  await registerWeb(app, deps.webRoot, deps.mediaRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
