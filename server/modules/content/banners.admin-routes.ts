import {
  adminBanner,
  adminBannerList,
  bannerInput,
  deletedResponse,
  reorderInput,
} from "@contract/admin/content-banners";
import { idParams } from "@contract/ids";
import type { AppDeps } from "@server/platform/deps";
import { requireStaff } from "@server/platform/staff-guard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createBanner,
  listBanners,
  removeBanner,
  reorderBanners,
  replaceBanner,
} from "./banners.admin-service";

/** The home page's banner carousel: every banner, active or not, in carousel order. */
export const bannerAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/banners/", { schema: { response: { 200: adminBannerList } } }, () => listBanners(deps));

    app.post(
      "/banners/",
      { schema: { body: bannerInput, response: { 201: adminBanner } } },
      async (request, reply) =>
        reply.status(201).send(await createBanner(deps, requireStaff(request), request.body)),
    );

    app.put(
      "/banners/:id/",
      { schema: { params: idParams, body: bannerInput, response: { 200: adminBanner } } },
      (request) => replaceBanner(deps, requireStaff(request), request.params.id, request.body),
    );

    app.delete(
      "/banners/:id/",
      { schema: { params: idParams, response: { 200: deletedResponse } } },
      (request) => removeBanner(deps, requireStaff(request), request.params.id),
    );

    app.post(
      "/banners/reorder/",
      { schema: { body: reorderInput, response: { 200: adminBannerList } } },
      (request) => reorderBanners(deps, requireStaff(request), request.body),
    );
  };
