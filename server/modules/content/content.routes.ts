import { contactRequest, contactResponse } from "@contract/contact";
import { blog, blogListResponse, policyResponse, settingsResponse } from "@contract/content";
import { pathName } from "@contract/text";
import { sendCachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getBlog, getCachedSettings, getPolicy, listBlogs, submitContact } from "./content.service";

export const contentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/setting/setting/",
      { schema: { response: { 200: settingsResponse } } },
      async (request, reply) => sendCachedJson(request, reply, await getCachedSettings(deps)),
    );

    app.get(
      "/setting/settings/:key/",
      { schema: { params: z.object({ key: pathName("Page", 100) }), response: { 200: policyResponse } } },
      (request) => getPolicy(deps, request.params.key),
    );

    app.get("/blog/blogs/", { schema: { response: { 200: blogListResponse } } }, () => listBlogs(deps));

    app.get(
      "/blog/blogs/:slug/",
      { schema: { params: z.object({ slug: pathName("Post", 200) }), response: { 200: blog } } },
      (request) => getBlog(deps, request.params.slug),
    );

    app.post(
      "/setting/contact/",
      {
        schema: { body: contactRequest, response: { 201: contactResponse } },
        config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
      },
      async (request, reply) => {
        const result = await submitContact(deps, request.body, request.user, {
          ip: request.ip,
          log: request.log,
        });
        return reply.status(201).send(result);
      },
    );
  };
