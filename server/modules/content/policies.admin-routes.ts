import { adminPolicy, adminPolicyList, policyInput, policyParams } from "@contract/admin/content-policies";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getAdminPolicy, listAdminPolicies, savePolicy } from "./policies.admin-service";

/** The five policy pages (privacy, terms, refunds, shipping, about us), written as rich text. */
export const policyAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/policies/", { schema: { response: { 200: adminPolicyList } } }, () => listAdminPolicies(deps));

    app.get(
      "/policies/:key/",
      { schema: { params: policyParams, response: { 200: adminPolicy } } },
      (request) => getAdminPolicy(deps, request.params.key),
    );

    app.put(
      "/policies/:key/",
      { schema: { params: policyParams, body: policyInput, response: { 200: adminPolicy } } },
      (request) => savePolicy(deps, requireStaff(request), request.params.key, request.body),
    );
  };
