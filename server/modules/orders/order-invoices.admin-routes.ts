import { issueMissingResponse } from "@contract/invoices";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { issueMissingInvoices } from "./order-invoices.admin-service";

/** Staff: invoices for the paid orders that waited for the tax settings or a product's tax data. */
export const orderInvoicesAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post("/invoices/issue-missing/", { schema: { response: { 200: issueMissingResponse } } }, (request) =>
      issueMissingInvoices(deps, requireStaff(request)),
    );
  };
