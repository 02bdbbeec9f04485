import { customizationMessages, maxUploadPixels } from "@contract/cart-rules";
import sharp, { type Metadata } from "sharp";
import { withDecodeTurn } from "./decode-limit";
import { invalid, tooLarge, unsupportedMedia } from "./errors";

/** The codes @fastify/multipart raises when a form passes one of its limits, stopping the read mid-way. */
export type MultipartLimit =
  | "FST_REQ_FILE_TOO_LARGE"
  | "FST_FILES_LIMIT"
  | "FST_FIELDS_LIMIT"
  | "FST_PARTS_LIMIT";

/**
 * What to throw for an error met while reading a form: a limit passed becomes a 413 in the form's own
 * words for people; anything else stays as it was.
 */
export function refusedOverLimit(error: unknown, messages: Record<MultipartLimit, string>): unknown {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && Object.hasOwn(messages, code)
    ? tooLarge(messages[code as MultipartLimit])
    : error;
}

export type CleanPhoto = { body: Buffer; extension: "jpg" | "png" | "webp"; contentType: string };

/** Long edge of a stored photo: plenty for printing on a gift box, far below what phones shoot. */
const maxStoredEdge = 4096;

/** A picture as bytes in memory, or the path of the file it was spooled to. */
export type PictureInput = Buffer | string;

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Whether a file starts like a JPEG, PNG, WebP or AVIF, from its first bytes alone: enough to tell a
 * picture from anything else before a request is allowed to decode. `cleanPhoto` still decides.
 */
export function looksLikePicture(head: Buffer): boolean {
  const text = (from: number, to: number) => head.toString("latin1", from, to);
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (head.subarray(0, 8).equals(pngSignature)) return true;
  if (text(0, 4) === "RIFF" && text(8, 12) === "WEBP") return true;
  if (head.length < 16 || text(4, 8) !== "ftyp") return false;
  const end = Math.min(head.readUInt32BE(0), head.length);
  for (let at = 8; at + 4 <= end; at += 4) {
    if (at !== 12 && (text(at, at + 4) === "avif" || text(at, at + 4) === "avis")) return true;
  }
  return false;
}

/** What the bytes say the file is; sharp reads the magic bytes, never the name or the claimed type. */
async function sniff(input: PictureInput): Promise<Metadata> {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMedia(customizationMessages.imageType);
  }
}

/**
 * A customer's photo made safe to keep: JPEG, PNG, WebP or AVIF by content (SVG, HTML and anything
 * else refused), at most `maxUploadPixels`, turned upright from its EXIF orientation, shrunk to
 * `maxStoredEdge` and re-encoded without metadata (no GPS, no camera serial). AVIF is kept as JPEG.
 * Waits for a turn of the process's decode limit (decode-limit.ts), so call it only once the request
 * is otherwise known to be allowed.
 */
export function cleanPhoto(input: PictureInput): Promise<CleanPhoto> {
  return withDecodeTurn(() => decodeAndClean(input));
}

async function decodeAndClean(input: PictureInput): Promise<CleanPhoto> {
  const meta = await sniff(input);
  const heifKind = meta.format === "heif" ? (meta.compression ?? "") : "";
  const accepted =
    meta.format === "jpeg" || meta.format === "png" || meta.format === "webp" || heifKind === "av1";
  if (!accepted) throw unsupportedMedia(customizationMessages.imageType);
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxUploadPixels || (meta.pages ?? 1) > 1) {
    throw tooLarge(customizationMessages.imageTooManyPixels);
  }
  const pipeline = sharp(input, { limitInputPixels: maxUploadPixels, failOn: "error" })
    .rotate()
    .resize({ width: maxStoredEdge, height: maxStoredEdge, fit: "inside", withoutEnlargement: true });
  try {
    if (meta.format === "png") {
      return { body: await pipeline.png().toBuffer(), extension: "png", contentType: "image/png" };
    }
    if (meta.format === "webp") {
      return {
        body: await pipeline.webp({ quality: 90 }).toBuffer(),
        extension: "webp",
        contentType: "image/webp",
      };
    }
    const body = await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return { body, extension: "jpg", contentType: "image/jpeg" };
  } catch {
    throw invalid(customizationMessages.imageUnreadable);
  }
}
