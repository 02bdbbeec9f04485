import { maxStaffPictureBytes, uploadedMedia } from "@contract/admin/media";
import multipart from "@fastify/multipart";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { storeStaffPicture } from "./media.admin-service";

/**
 * Staff pictures for the catalogue and the storefront, stored publicly under a fresh name and served
 * and resized through /media like the demo pictures.
 */
export const mediaAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: maxStaffPictureBytes, files: 1, fields: 1, parts: 2 },
    });

    app.post("/media/", { schema: { response: { 201: uploadedMedia } } }, async (request, reply) =>
      reply.status(201).send(await storeStaffPicture(deps, request)),
    );
  };
