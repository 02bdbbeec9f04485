import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { neverStore } from "./personal-answers";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A public JSON answer serialised once and kept in the public cache: later requests send the same
 * string (no serialising), compressed once per encoding (no compressing per request), with an ETag
 * so a revalidating browser or CDN gets a 304.
 */
export type CachedJson = {
  /** The JSON encoded once: sending a Buffer spares measuring and encoding a string per request. */
  bytes: Buffer;
  etag: string;
  encoded: Map<"br" | "gzip", Promise<Buffer>>;
  /** Content-Type when it is not JSON (a server-rendered page). */
  contentType?: string;
  brotliQuality: number;
};

/** Below this, compression saves less than the headers it costs. */
const compressFrom = 1024;

export function cachedJson(value: unknown): CachedJson {
  return cachedBytes(Buffer.from(JSON.stringify(value)), 9);
}

/**
 * A public HTML page kept the same way: sent as stored, compressed once, revalidated by ETag. Pages
 * take brotli's best quality (about 8 % smaller than 9, some tens of ms once per fill): a page that
 * fits the first round trip of a new connection paints a round trip sooner on a phone.
 */
export function cachedHtml(html: string): CachedJson {
  return { ...cachedBytes(Buffer.from(html), 11), contentType: "text/html; charset=utf-8" };
}

function cachedBytes(bytes: Buffer, brotliQuality: number): CachedJson {
  const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
  return { bytes, etag, encoded: new Map(), brotliQuality };
}

function encodedBody(entry: CachedJson, encoding: "br" | "gzip"): Promise<Buffer> {
  let promise = entry.encoded.get(encoding);
  if (!promise) {
    const raw = entry.bytes;
    // Runs on the thread pool, once per cache fill, so the event loop never waits on it.
    promise =
      encoding === "br"
        ? brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: entry.brotliQuality,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzipAsync(raw, { level: 9 });
    entry.encoded.set(encoding, promise);
  }
  return promise;
}

/**
 * How a cached answer travels through the shared cache in Redis (decision 29): its bytes and, when it is
 * large enough to be sent compressed, its brotli form, so an instance taking it from another neither
 * renders nor compresses it again (brotli at quality 11 is tens of ms a page).
 */
export const sharedCachedJson = {
  async encode(entry: CachedJson): Promise<Record<string, Buffer>> {
    const meta = { etag: entry.etag, contentType: entry.contentType, brotliQuality: entry.brotliQuality };
    const fields: Record<string, Buffer> = { meta: Buffer.from(JSON.stringify(meta)), bytes: entry.bytes };
    if (entry.bytes.length >= compressFrom) fields.br = await encodedBody(entry, "br");
    return fields;
  },
  decode(fields: Record<string, Buffer>): CachedJson {
    const meta = JSON.parse(String(fields.meta)) as Pick<
      CachedJson,
      "etag" | "contentType" | "brotliQuality"
    >;
    const encoded: CachedJson["encoded"] = new Map();
    if (fields.br) encoded.set("br", Promise.resolve(fields.br));
    return { ...meta, bytes: fields.bytes ?? Buffer.alloc(0), encoded };
  },
};

/** The best encoding the client accepts (q=0 means refused); null for identity. */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Set while a page render asks the API in process: whether the answer came out of the public cache. */
const inProcessAnswer = new AsyncLocalStorage<{ fromCache: boolean }>();

/**
 * Runs one in-process request and says whether it was answered by `sendCachedJson`, whose answers come
 * from the public cache and so have reported their tags to the render asking (decision 28).
 */
export async function answeredFromCache<T>(
  request: () => Promise<T>,
): Promise<{ answer: T; fromCache: boolean }> {
  const seen = { fromCache: false };
  const answer = await inProcessAnswer.run(seen, request);
  return { answer, fromCache: seen.fromCache };
}

/**
 * Sends a cached answer: only what the public cache holds, or builds from what it holds, so a page
 * rendered from it can carry its tags. `max-age=0, must-revalidate` rather than a longer max-age or s-maxage: a
 * write must show at once, and a revalidation that ends in 304 costs only a cache lookup here.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedJson,
  options: { cacheControl?: string; vary?: string } = {},
) {
  const asking = inProcessAnswer.getStore();
  if (asking) asking.fromCache = true;
  reply.header("cache-control", options.cacheControl ?? "public, max-age=0, must-revalidate");
  reply.header("etag", entry.etag);
  reply.header("vary", options.vary ?? "Accept-Encoding");
  if (etagMatches(request.headers["if-none-match"], entry.etag)) return reply.status(304).send();
  reply.type(entry.contentType ?? "application/json; charset=utf-8");
  const encoding =
    entry.bytes.length >= compressFrom ? preferredEncoding(request.headers["accept-encoding"]) : null;
  if (!encoding) return reply.send(entry.bytes);
  reply.header("content-encoding", encoding);
  return reply.send(await encodedBody(entry, encoding));
}

/** Sends JSON already serialised for one viewer: never stored by any cache. */
export function sendPrivateJson(reply: FastifyReply, body: string, vary = "Accept-Encoding, Authorization") {
  return neverStore(reply).header("vary", vary).type("application/json; charset=utf-8").send(body);
}
