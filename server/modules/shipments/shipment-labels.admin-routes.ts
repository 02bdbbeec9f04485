import { labelsQuery } from "@contract/admin/shipments";
import type { AppDeps } from "@server/platform/deps";
import { neverStore } from "@server/platform/personal-answers";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { labelsAndSlips } from "./shipment-labels.admin-service";

/** Staff: packing slips and courier labels as one PDF to print (decision 27). */
export const shipmentLabelsAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/shipments/labels/", { schema: { querystring: labelsQuery } }, async (request, reply) => {
      const { filename, pdf } = await labelsAndSlips(deps, request.log, requireStaff(request), request.query);
      return neverStore(reply)
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("x-content-type-options", "nosniff")
        .send(pdf);
    });
  };
