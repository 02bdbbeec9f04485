import { type CustomizationsManifest, customizationsManifest } from "@contract/cart";
import { cartMessages, customizationMessages } from "@contract/cart-rules";
import type {} from "@fastify/multipart";
import { invalid, tooLarge, unsupportedMedia } from "@server/platform/errors";
import type { SpooledFile, UploadSpool } from "@server/platform/upload-spool";
import { type MultipartLimit, refusedOverLimit } from "@server/platform/uploads";
import type { FastifyRequest } from "fastify";

/** A photo as received: parked on disk, not yet decoded, for the field its part named. */
export type ReceivedPhoto = { fieldId: number; file: SpooledFile };

export type CustomizationForm = {
  productId: number;
  manifest: CustomizationsManifest;
  texts: Map<number, string>;
  photos: ReceivedPhoto[];
};

const fieldIdPattern = /^(text|images)_([1-9]\d{0,9})$/;

const limitMessages: Record<MultipartLimit, string> = {
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
 * Reads POST /user/cart/add_customized/ as it streams in, parking each photo in `spool` undecoded: the
 * caller checks the answers first and decodes only what it may keep. Limits stop the read mid-way (413).
 */
export async function readCustomizationForm(
  request: FastifyRequest,
  spool: UploadSpool,
): Promise<CustomizationForm> {
  if (!request.isMultipart()) throw unsupportedMedia(customizationMessages.notMultipart);
  let productId: number | null = null;
  let manifest: CustomizationsManifest = [];
  const texts = new Map<number, string>();
  const photos: ReceivedPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      const named = fieldIdPattern.exec(part.fieldname);
      if (part.type === "file") {
        if (named?.[1] !== "images") throw invalid(customizationMessages.unknownField);
        photos.push({ fieldId: Number(named[2]), file: await spool.save(part.file) });
        continue;
      }
      if (part.valueTruncated) throw tooLarge(customizationMessages.tooManyFields);
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
    throw refusedOverLimit(error, limitMessages);
  }
  if (!productId) throw invalid(cartMessages.productId, { product_id: [cartMessages.productId] });
  return { productId, manifest, texts, photos };
}
