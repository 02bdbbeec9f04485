import { idParams } from "@contract/ids";
import { adminTaxSettings, gstExportQuery, taxSettingsInput } from "@contract/invoices";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { gstExport } from "./gst-export.service";
import { sendAttachment, sendTaxDocument } from "./tax-document-files";
import { getTaxSettings, saveTaxSettings } from "./tax-settings.admin-service";

/** Staff: the seller's GST details, any order's documents (reprinted from what was stored), the month's export. */
export const invoicesAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/tax-settings/", { schema: { response: { 200: adminTaxSettings } } }, () =>
      getTaxSettings(deps),
    );

    app.put(
      "/tax-settings/",
      { schema: { body: taxSettingsInput, response: { 200: adminTaxSettings } } },
      (request) => saveTaxSettings(deps, requireStaff(request), request.body),
    );

    app.get("/orders/:id/invoice/", { schema: { params: idParams } }, (request, reply) =>
      sendTaxDocument(deps, request, reply, { orderId: request.params.id, kind: "invoice", ownerId: null }),
    );

    app.get("/orders/:id/credit-note/", { schema: { params: idParams } }, (request, reply) =>
      sendTaxDocument(deps, request, reply, {
        orderId: request.params.id,
        kind: "credit_note",
        ownerId: null,
      }),
    );

    app.get("/gst-export/", { schema: { querystring: gstExportQuery } }, async (request, reply) => {
      const { filename, csv } = await gstExport(deps.db, request.query);
      return sendAttachment(reply, { filename, body: csv, type: "text/csv; charset=utf-8" });
    });
  };
