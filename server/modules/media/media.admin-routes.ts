import { maxStaffPictureBytes, mediaMessages, uploadedMedia } from "@contract/admin/media";
import { customizationMessages } from "@contract/cart-rules";
import multipart from "@fastify/multipart";
import type { AppDeps } from "@server/platform/deps";
import { invalid } from "@server/platform/errors";
import { newStorageKey } from "@server/platform/storage";
import { cleanPhoto, UploadRejected } from "@server/platform/uploads";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * Staff pictures for the catalogue and the storefront. Checked by their bytes and re-encoded like a
 * customer's photo (no SVG, no metadata), stored publicly under a fresh name; the record that uses
 * one (product, banner, …) saves its key. Served and resized through /media like the demo pictures.
 */
export const mediaAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: maxStaffPictureBytes, files: 1, fields: 1, parts: 2 },
    });

    app.post("/media/", { schema: { response: { 201: uploadedMedia } } }, async (request, reply) => {
      if (!request.isMultipart()) throw new UploadRejected(415, customizationMessages.notMultipart);
      let bytes: Buffer | null = null;
      try {
        // Read every part, so a second file is refused rather than silently left unread.
        for await (const part of request.parts()) {
          if (part.type !== "file" || bytes) throw new UploadRejected(413, mediaMessages.oneFile);
          bytes = await part.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") throw new UploadRejected(413, mediaMessages.tooLarge);
        if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
          throw new UploadRejected(413, mediaMessages.oneFile);
        }
        throw error;
      }
      if (!bytes) throw invalid(mediaMessages.noFile, { file: [mediaMessages.noFile] });
      const picture = await cleanPhoto(bytes);
      const key = newStorageKey("uploads", picture.extension);
      await deps.storage.put(key, picture.body, picture.contentType);
      return reply.status(201).send({ key, url: deps.storage.url(key) });
    });
  };
