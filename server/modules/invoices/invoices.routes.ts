import { idParams } from "@contract/ids";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendTaxDocument } from "./tax-document-files";

/** The customer's own GST documents (decision 0025): another customer's order answers 404. */
export const invoicesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);

    app.get("/orders/:id/invoice/", { schema: { params: idParams } }, (request, reply) =>
      sendTaxDocument(deps, request, reply, {
        orderId: request.params.id,
        kind: "invoice",
        ownerId: requireUser(request).id,
      }),
    );

    app.get("/orders/:id/credit-note/", { schema: { params: idParams } }, (request, reply) =>
      sendTaxDocument(deps, request, reply, {
        orderId: request.params.id,
        kind: "credit_note",
        ownerId: requireUser(request).id,
      }),
    );
  };
