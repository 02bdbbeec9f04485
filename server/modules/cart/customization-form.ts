import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { type CustomizationsManifest, customizationsManifest } from "../../../contract/cart";
import { cartMessages, customizationMessages } from "../../../contract/cart-rules";
import { invalid } from "../../platform/errors";
import { newPhotoKey } from "../../platform/private-photos";
import type { Storage } from "../../platform/storage";
import { cleanPhoto, UploadRejected } from "../../platform/uploads";

export type NewPhoto = { fieldId: number; id: string; key: string };

export type CustomizationForm = {
  productId: number;
  manifest: CustomizationsManifest;
  texts: Map<number, string>;
  photos: NewPhoto[];
};

const fieldIdPattern = /^(text|images)_([1-9]\d{0,9})$/;

/** The limits of @fastify/multipart raise these codes; each becomes our own 413 with words for people. */
const limitMessages: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: customizationMessages.imageTooLarge,
  FST_FILES_LIMIT: customizationMessages.tooManyFiles,
  FST_FIELDS_LIMIT: customizationMessages.tooManyFields,
  FST_PARTS_LIMIT: customizationMessages.tooManyFields,
};

function parseManifest(text: string): CustomizationsManifest {
  try {
    const parsed = customizationsManifest.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON at all: the same answer as JSON of the wrong shape.
  }
  throw invalid(customizationMessages.badManifest, { customizations: [customizationMessages.badManifest] });
}

/**
 * Reads POST /user/cart/add_customized/ as it streams in. Each photo is checked and re-encoded as soon
 * as it has arrived and stored under a fresh key, which is pushed to `stored` at once: whatever happens
 * next, the caller deletes exactly those files if the request fails. Limits stop the read mid-way (413).
 */
export async function readCustomizationForm(
  request: FastifyRequest,
  storage: Storage,
  userId: number,
  stored: string[],
): Promise<CustomizationForm> {
  if (!request.isMultipart()) throw new UploadRejected(415, customizationMessages.notMultipart);
  let productId: number | null = null;
  let manifest: CustomizationsManifest = [];
  const texts = new Map<number, string>();
  const photos: NewPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      const named = fieldIdPattern.exec(part.fieldname);
      if (part.type === "file") {
        if (named?.[1] !== "images") throw invalid(customizationMessages.unknownField);
        const photo = await cleanPhoto(await part.toBuffer());
        const { key, id } = newPhotoKey(userId, photo.extension);
        stored.push(key);
        await storage.put(key, photo.body, photo.contentType);
        photos.push({ fieldId: Number(named[2]), id, key });
        continue;
      }
      if (part.valueTruncated) throw new UploadRejected(413, customizationMessages.tooManyFields);
      const value = typeof part.value === "string" ? part.value : "";
      if (part.fieldname === "product_id") {
        productId = /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : 0;
      } else if (part.fieldname === "customizations") {
        manifest = value.trim() === "" ? [] : parseManifest(value);
      } else if (named?.[1] === "text") {
        texts.set(Number(named[2]), value);
      } else {
        throw invalid(customizationMessages.unknownField, {
          [part.fieldname]: [customizationMessages.unknownField],
        });
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const limitMessage = typeof code === "string" ? limitMessages[code] : undefined;
    throw limitMessage ? new UploadRejected(413, limitMessage) : error;
  }
  if (!productId) throw invalid(cartMessages.productId, { product_id: [cartMessages.productId] });
  return { productId, manifest, texts, photos };
}
