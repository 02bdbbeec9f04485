import { randomUUID } from "node:crypto";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { adminApi } from "./admin-api";
import { authRoutes } from "./modules/auth/auth.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { cartForCustomize } from "./modules/cart/cart.service";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { productDeliveryFacts } from "./modules/catalog/product-detail.service";
import { searchRoutes } from "./modules/catalog/search.routes";
import { checkoutRoutes } from "./modules/checkout/checkout.routes";
import { contentRoutes } from "./modules/content/content.routes";
import { customizeRoutes } from "./modules/customize/customize.routes";
import { invoicesRoutes } from "./modules/invoices/invoices.routes";
import { couponsRoutes } from "./modules/offers/coupons.routes";
import { offersRoutes } from "./modules/offers/offers.routes";
import { bestSellerIds } from "./modules/orders/best-sellers.service";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { paymentRoutes } from "./modules/payments/payments.routes";
import { simulatedGatewayRoutes } from "./modules/payments/simulated-gateway.routes";
import { webhookRoutes } from "./modules/payments/webhook.routes";
import { addressRoutes } from "./modules/profile/address.routes";
import { profileRoutes } from "./modules/profile/profile.routes";
import { reviewsRoutes } from "./modules/reviews/reviews.routes";
import { pageMetaResolver } from "./modules/seo/page-meta.service";
import { seoRoutes } from "./modules/seo/seo.routes";
import { trackingRoutes } from "./modules/shipments/tracking.routes";
import { trackingWebhookRoutes } from "./modules/shipments/tracking-webhook.routes";
import { deliveryRoutes } from "./modules/shipping/delivery.routes";
import { wishlistRoutes } from "./modules/wishlist/wishlist.routes";
import { registerAuth } from "./platform/auth";
import { logSerializers } from "./platform/database-errors";
import { limitDecodes } from "./platform/decode-limit";
import type { AppDeps } from "./platform/deps";
import { registerErrorHandling } from "./platform/error-handler";
import { registerHealth } from "./platform/health";
import { OneLineRequests } from "./platform/one-line-requests";
import { registerOutboxPage } from "./platform/outbox-page";
import { isSimulatedGateway } from "./platform/payments/simulated";
import { registerPersonalAnswers } from "./platform/personal-answers";
import { registerPrivatePhotos } from "./platform/private-photos";
import { registerRateLimits } from "./platform/rate-limits";
import { recordRoutes } from "./platform/route-table";
import { registerSecurityHeaders } from "./platform/security-headers";
import { registerWeb } from "./platform/web";
import { fastifyTrustProxy } from "./trust-proxy";

/** A pino logger to use; without one the app logs at the configured level. */
export type BuildOptions = { logger?: FastifyBaseLogger };

/** Builds the whole store as a Fastify instance that never listens: server.ts listens, tests inject. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  limitDecodes(deps.config.decodeLimit);
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger.child({}, { serializers: logSerializers }) }
      : { logger: { level: deps.config.logLevel, serializers: logSerializers } }),
    ...(deps.config.env === "development" ? { logController: new OneLineRequests() } : {}),
    genReqId: () => randomUUID(),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set when the request arrives (a sync hook: no promise per request); errors and 404s keep it.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, deps.config.env === "production", deps.payments.name === "razorpay");
  await registerRateLimits(app, deps.redis);
  registerAuth(app, deps.db);
  registerPersonalAnswers(app);
  registerHealth(app, deps);

  await app.register(
    async (api) => {
      await api.register(contentRoutes(deps));
      await api.register(catalogRoutes(deps));
      await api.register(searchRoutes(deps, (now, days, limit) => bestSellerIds(deps, now, days, limit)));
      await api.register(deliveryRoutes(deps, productDeliveryFacts));
      await api.register(authRoutes(deps));
      await api.register(profileRoutes(deps));
      await api.register(addressRoutes(deps));
      await api.register(couponsRoutes(deps));
      await api.register(checkoutRoutes(deps));
      await api.register(ordersRoutes(deps));
      await api.register(invoicesRoutes(deps));
      await api.register(trackingRoutes(deps));
      await api.register(paymentRoutes(deps));
      await api.register(webhookRoutes(deps));
      if (deps.couriers.name === "shiprocket") await api.register(trackingWebhookRoutes(deps));
      const { payments } = deps;
      if (isSimulatedGateway(payments)) await api.register(simulatedGatewayRoutes({ ...deps, payments }));
      await api.register(cartRoutes(deps));
      await api.register(customizeRoutes(deps, cartForCustomize));
      await api.register(wishlistRoutes(deps));
      await api.register(offersRoutes(deps));
      await api.register(reviewsRoutes(deps));
      await api.register(adminApi(deps), { prefix: "/admin" });
    },
    { prefix: "/api" },
  );

  registerPrivatePhotos(app, deps.storage, deps.authSecret);
  registerOutboxPage(app, deps.config);
  await app.register(seoRoutes(deps));
  await registerWeb(app, {
    webRoot: deps.webRoot,
    mediaRoot: deps.mediaRoot,
    storage: deps.storage,
    pageMeta: pageMetaResolver(deps),
    publicUrl: deps.config.publicUrl,
    serveSourceMaps: deps.config.env !== "production",
    publicCache: deps.publicCache,
    pageRenders: deps.config.pageRenders,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
