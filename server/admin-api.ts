import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditAdminRoutes } from "./modules/audit/audit.admin-routes";
import { catalogAdminRoutes } from "./modules/catalog/catalog.admin-routes";
import { occasionAdminRoutes } from "./modules/catalog/occasions.admin-routes";
import { synonymAdminRoutes } from "./modules/catalog/synonyms.admin-routes";
import { contentAdminRoutes } from "./modules/content/content.admin-routes";
import { dashboardAdminRoutes } from "./modules/dashboard/dashboard.admin-routes";
import { invoicesAdminRoutes } from "./modules/invoices/invoices.admin-routes";
import { mediaAdminRoutes } from "./modules/media/media.admin-routes";
import { couponsAdminRoutes } from "./modules/offers/coupons.admin-routes";
import { offersAdminRoutes } from "./modules/offers/offers.admin-routes";
import { deliveriesAdminRoutes } from "./modules/orders/deliveries.admin-routes";
import { orderInvoicesAdminRoutes } from "./modules/orders/order-invoices.admin-routes";
import { ordersAdminRoutes } from "./modules/orders/orders.admin-routes";
import { reviewsAdminRoutes } from "./modules/reviews/reviews.admin-routes";
import { shipmentLabelsAdminRoutes } from "./modules/shipments/shipment-labels.admin-routes";
import { shipmentsAdminRoutes } from "./modules/shipments/shipments.admin-routes";
import { deliverySlotsAdminRoutes } from "./modules/shipping/delivery-slots.admin-routes";
import { shippingZonesAdminRoutes } from "./modules/shipping/shipping-zones.admin-routes";
import type { AppDeps } from "./platform/deps";
import { staffOnly } from "./platform/staff-guard";

/**
 * Every back-office route, under `/api/admin`, behind one staff guard (401 guest, 403 customer) that
 * runs before any body is read. Each area adds its `<area>.admin-routes.ts` plugin to this list.
 */
export const adminApi =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (admin) => {
    admin.addHook("onRequest", staffOnly);
    await admin.register(auditAdminRoutes(deps));
    await admin.register(shippingZonesAdminRoutes(deps));
    await admin.register(deliverySlotsAdminRoutes(deps));
    await admin.register(offersAdminRoutes(deps));
    await admin.register(couponsAdminRoutes(deps));
    await admin.register(dashboardAdminRoutes(deps));
    await admin.register(contentAdminRoutes(deps));
    await admin.register(catalogAdminRoutes(deps));
    await admin.register(occasionAdminRoutes(deps));
    await admin.register(synonymAdminRoutes(deps));
    await admin.register(mediaAdminRoutes(deps));
    await admin.register(ordersAdminRoutes(deps));
    await admin.register(invoicesAdminRoutes(deps));
    await admin.register(orderInvoicesAdminRoutes(deps));
    await admin.register(deliveriesAdminRoutes(deps));
    await admin.register(reviewsAdminRoutes(deps));
    await admin.register(shipmentsAdminRoutes(deps));
    await admin.register(shipmentLabelsAdminRoutes(deps));
  };
