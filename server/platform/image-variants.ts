import { imageVariantWidths } from "@contract/images";
import type { FastifyInstance } from "fastify";
import sharp, { type Sharp } from "sharp";
import { withDecodeTurn } from "./decode-limit";
import { isPrivateKey, isValidStorageKey, type Storage } from "./storage";

/** Pictures we resize; anything else (review videos, documents) has no variants. */
const imageKey = /\.(jpe?g|png|webp|avif|gif)$/i;
/** Refuse decompression bombs: 40 megapixels is well above any product photo. */
const maxInputPixels = 40_000_000;

/**
 * AVIF is about a third smaller than WebP at the same look, so a phone's first screen arrives
 * sooner; effort 2 renders an 800 px picture in a few tenths of a second (effort 4 saves another 10 %
 * for five times the CPU). WebP stays for every browser that does not ask for AVIF.
 */
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 4 }),
} as const;
export type VariantFormat = keyof typeof encoders;
const variantFormats = Object.keys(encoders) as VariantFormat[];

export const variantKey = (key: string, width: number, format: VariantFormat = "webp") =>
  `variants/w${width}/${key}.${format}`;

/** Every variant a picture can have, to delete with it. */
export const variantKeysOf = (key: string) =>
  imageVariantWidths.flatMap((width) => variantFormats.map((format) => variantKey(key, width, format)));

/**
 * AVIF only for a client that names it with a non-zero q. Wildcards alone (any type, any image) come
 * from browsers that may not decode it, and the contract promises those WebP.
 */
export function acceptsAvif(accept: string | undefined): boolean {
  return (accept ?? "").split(",").some((range) => {
    const [type, ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== "image/avif") return false;
    const q = params.find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Resizes one stored picture; null when the original is missing or not a picture. */
async function renderVariant(
  storage: Storage,
  key: string,
  width: number,
  format: VariantFormat,
): Promise<Buffer | null> {
  const original = await storage.get(key);
  if (!original) return null;
  return withDecodeTurn(async () => {
    try {
      const resized = sharp(original, { limitInputPixels: maxInputPixels })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      return await encoders[format](resized).toBuffer();
    } catch {
      return null;
    }
  });
}

/**
 * Makes variants once and keeps them in storage under `variants/`. Concurrent first requests in
 * this process share one render; across processes the storage writes atomically (temp + rename),
 * so the worst case is the same bytes rendered twice, never a torn file.
 */
export function variantMaker(storage: Storage) {
  const rendering = new Map<string, Promise<Buffer | null>>();
  return async (key: string, width: number, format: VariantFormat): Promise<Buffer | null> => {
    const target = variantKey(key, width, format);
    const stored = await storage.get(target);
    if (stored) return stored;
    let pending = rendering.get(target);
    if (!pending) {
      pending = renderVariant(storage, key, width, format)
        .then(async (body) => {
          if (body) await storage.put(target, body, `image/${format}`);
          return body;
        })
        .finally(() => rendering.delete(target));
      rendering.set(target, pending);
    }
    return pending;
  };
}

/**
 * `/media/w{width}/{key}` for each width in the contract (see contract/images.ts), as AVIF or WebP by
 * the request's Accept header. One URL for both keeps the page's HTML as short as one format would;
 * `Vary: Accept` tells browsers and CDNs the answer depends on it.
 */
export function registerImageVariants(app: FastifyInstance, storage: Storage): void {
  const variant = variantMaker(storage);
  for (const width of imageVariantWidths) {
    app.get(`/media/w${width}/*`, async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      const usable =
        isValidStorageKey(key) && imageKey.test(key) && !key.startsWith("variants/") && !isPrivateKey(key);
      const format = acceptsAvif(request.headers.accept) ? "avif" : "webp";
      const body = usable ? await variant(key, width, format) : null;
      if (!body) return reply.status(404).send({ message: "Not found: this picture has no such variant" });
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("vary", "Accept")
        .type(`image/${format}`)
        .send(body);
    });
  }
}
