import { adminContactMessage, contactMessagePage, contactMessageQuery } from "@contract/admin/content-inbox";
import { idParams } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listInbox, markContactMessage } from "./inbox.admin-service";

/** Messages sent through the store's contact form. Opening one is `read/`; it answers the message. */
export const inboxAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/contact-messages/",
      { schema: { querystring: contactMessageQuery, response: { 200: contactMessagePage } } },
      (request) => listInbox(deps, request.query),
    );

    app.post(
      "/contact-messages/:id/read/",
      { schema: { params: idParams, response: { 200: adminContactMessage } } },
      (request) => markContactMessage(deps, requireStaff(request), request.params.id, true),
    );

    app.post(
      "/contact-messages/:id/unread/",
      { schema: { params: idParams, response: { 200: adminContactMessage } } },
      (request) => markContactMessage(deps, requireStaff(request), request.params.id, false),
    );
  };
