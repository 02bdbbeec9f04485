import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { imageVariantWidths } from "../../contract/images";
import { isPrivateKey, isValidStorageKey, type Storage } from "./storage";

/** Pictures we resize; anything else (review videos, documents) has no variants. */
const imageKey = /\.(jpe?g|png|webp|avif|gif)$/i;
/** Refuse decompression bombs: 40 megapixels is well above any product photo. */
const maxInputPixels = 40_000_000;

export const variantKey = (key: string, width: number) => `variants/w${width}/${key}.webp`;

/** Resizes one stored picture to WebP; null when the original is missing or not a picture. */
async function renderVariant(storage: Storage, key: string, width: number): Promise<Buffer | null> {
  const original = await storage.get(key);
  if (!original) return null;
  try {
    return await sharp(original, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Makes variants once and keeps them in storage under `variants/`. Concurrent first requests in
 * this process share one render; across processes the storage writes atomically (temp + rename),
 * so the worst case is the same bytes rendered twice, never a torn file.
 */
export function variantMaker(storage: Storage) {
  const rendering = new Map<string, Promise<Buffer | null>>();
  return async (key: string, width: number): Promise<Buffer | null> => {
    const target = variantKey(key, width);
    const stored = await storage.get(target);
    if (stored) return stored;
    let pending = rendering.get(target);
    if (!pending) {
      pending = renderVariant(storage, key, width)
        .then(async (body) => {
          if (body) await storage.put(target, body, "image/webp");
          return body;
        })
        .finally(() => rendering.delete(target));
      rendering.set(target, pending);
    }
    return pending;
  };
}

/** `/media/w{width}/{key}` for each width in the contract (see contract/images.ts). */
export function registerImageVariants(app: FastifyInstance, storage: Storage): void {
  const variant = variantMaker(storage);
  for (const width of imageVariantWidths) {
    app.get(`/media/w${width}/*`, async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      const usable =
        isValidStorageKey(key) && imageKey.test(key) && !key.startsWith("variants/") && !isPrivateKey(key);
      const body = usable ? await variant(key, width) : null;
      if (!body) return reply.status(404).send({ message: "Not found: this picture has no such variant" });
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .type("image/webp")
        .send(body);
    });
  }
}
