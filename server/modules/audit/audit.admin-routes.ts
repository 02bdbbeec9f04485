import { auditPage, auditQuery } from "@contract/admin/audit";
import { staffMe } from "@contract/admin/staff";
import type { AppDeps } from "@server/platform/deps";
import { pretendPayments } from "@server/platform/payments/pretend-payments";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAudit } from "./audit.admin-repository";

/** Who is signed in to the back office (and whether the store takes real money), and the log of every staff change. */
export const auditAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/me/", { schema: { response: { 200: staffMe } } }, (request) => {
      const staff = requireStaff(request);
      return {
        id: staff.id,
        email: staff.email,
        first_name: staff.firstName,
        last_name: staff.lastName,
        test_payments: pretendPayments(deps.config),
      };
    });

    app.get(
      "/audit/",
      { schema: { querystring: auditQuery, response: { 200: auditPage } } },
      async (request) => {
        const { entity, entity_id, ...page } = request.query;
        const { rows, total } = await listAudit(deps.db, { entity, entityId: entity_id }, page);
        return {
          count: total,
          page: page.page,
          page_size: page.page_size,
          results: rows.map((row) => ({
            id: row.id,
            created_at: row.createdAt.toISOString(),
            staff_email: row.staffEmail,
            action: row.action,
            entity: row.entity,
            entity_id: row.entityId,
            before: row.before,
            after: row.after,
          })),
        };
      },
    );
  };
