import {
  adminShipment,
  bookShipmentRequest,
  bulkBookingRequest,
  bulkBookingResult,
  courierChoices as courierChoicesAnswer,
  courierChoicesQuery,
  orderShipmentPanel as orderShipmentPanelAnswer,
  shipmentList as shipmentListAnswer,
  shipmentListQuery,
} from "@contract/admin/shipments";
import { idParams } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bulkBook } from "./bulk-booking.admin-service";
import { courierChoices } from "./courier-choices.admin-service";
import { bookShipment, retryShipment } from "./shipment-booking.admin-service";
import { cancelShipment } from "./shipment-cancel.admin-service";
import { orderShipmentPanel, shipmentList } from "./shipments.admin-service";

/** Courier bookings (decision 27): choosing a courier, booking one order or many, retry, cancel, the lists. */
export const shipmentsAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const one = { params: idParams, response: { 200: adminShipment } };

    app.get(
      "/shipments/couriers/",
      { schema: { querystring: courierChoicesQuery, response: { 200: courierChoicesAnswer } } },
      (request) => courierChoices(deps, request.query),
    );

    app.get(
      "/shipments/",
      { schema: { querystring: shipmentListQuery, response: { 200: shipmentListAnswer } } },
      (request) => shipmentList(deps, request.query),
    );

    app.post(
      "/shipments/",
      { schema: { body: bookShipmentRequest, response: { 201: adminShipment } } },
      async (request, reply) => {
        const shipment = await bookShipment(deps, requireStaff(request), request.body);
        return reply.status(201).send(shipment);
      },
    );

    app.post(
      "/shipments/bulk/",
      { schema: { body: bulkBookingRequest, response: { 202: bulkBookingResult } } },
      async (request, reply) => {
        const result = await bulkBook(deps, requireStaff(request), request.body);
        return reply.status(202).send(result);
      },
    );

    app.post("/shipments/:id/retry/", { schema: one }, (request) =>
      retryShipment(deps, requireStaff(request), request.params.id),
    );

    app.post("/shipments/:id/cancel/", { schema: one }, (request) =>
      cancelShipment(deps, requireStaff(request), request.params.id),
    );

    app.get(
      "/orders/:id/shipment/",
      { schema: { params: idParams, response: { 200: orderShipmentPanelAnswer } } },
      (request) => orderShipmentPanel(deps, request.params.id),
    );
  };
