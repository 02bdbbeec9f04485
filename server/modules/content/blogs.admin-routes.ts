import { deletedResponse } from "@contract/admin/content-banners";
import { adminBlog, adminBlogPage, adminBlogQuery, blogInput } from "@contract/admin/content-blogs";
import { idParams } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createBlog, getAdminBlog, listAdminBlogs, removeBlog, replaceBlog } from "./blogs.admin-service";

/** Blog posts, drafts included; the store shows the published ones. */
export const blogAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/blogs/",
      { schema: { querystring: adminBlogQuery, response: { 200: adminBlogPage } } },
      (request) => listAdminBlogs(deps, request.query),
    );

    app.get("/blogs/:id/", { schema: { params: idParams, response: { 200: adminBlog } } }, (request) =>
      getAdminBlog(deps, request.params.id),
    );

    app.post(
      "/blogs/",
      { schema: { body: blogInput, response: { 201: adminBlog } } },
      async (request, reply) =>
        reply.status(201).send(await createBlog(deps, requireStaff(request), request.body)),
    );

    app.put(
      "/blogs/:id/",
      { schema: { params: idParams, body: blogInput, response: { 200: adminBlog } } },
      (request) => replaceBlog(deps, requireStaff(request), request.params.id, request.body),
    );

    app.delete(
      "/blogs/:id/",
      { schema: { params: idParams, response: { 200: deletedResponse } } },
      (request) => removeBlog(deps, requireStaff(request), request.params.id),
    );
  };
