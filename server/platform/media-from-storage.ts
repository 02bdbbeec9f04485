import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type ByteRange, parseRange, resolveRange } from "./byte-range";
import { contentTypeOf, isPrivateKey, isValidStorageKey, type Storage, type StoredFacts } from "./storage";

const notFound = { message: "Not found: no such picture" };

/** `If-None-Match` against the object's tag; weak comparison, as RFC 9110 §13.1.2 asks for GET. */
function matchesTag(header: string | undefined, etag: string | null): boolean {
  if (!header || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

function answer(
  reply: FastifyReply,
  key: string,
  facts: StoredFacts,
  range: ByteRange | "unsatisfiable" | null,
  body?: Readable,
) {
  reply
    .header("cache-control", "public, max-age=31536000, immutable")
    .header("accept-ranges", "bytes")
    .type(contentTypeOf(key));
  if (facts.etag) reply.header("etag", facts.etag);
  if (facts.lastModified) reply.header("last-modified", facts.lastModified.toUTCString());
  if (range === "unsatisfiable") {
    return reply.status(416).header("content-range", `bytes */${facts.size}`).send();
  }
  if (!range) return reply.header("content-length", facts.size).send(body);
  return reply
    .status(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${facts.size}`)
    .header("content-length", range.end - range.start + 1)
    .send(body);
}

/**
 * `/media/{key}` read from the storage itself, for when media do not live on this machine's disk
 * (S3). The bucket can stay private; keys never change content, so answers are cached for a year, and
 * a CDN in front takes the load off the app. Customers' private photos are never answered here.
 * A Range request reads only that range from the store and every body streams, so twenty viewers
 * seeking in a 50 MB review video cost the process a few buffers each, not the video twenty times.
 * A store failing mid-body cuts that one answer short (Fastify destroys the response); nothing throws.
 */
export function registerStoredMedia(app: FastifyInstance, storage: Storage): void {
  // HEAD is its own branch: Fastify's automatic HEAD would open the body and read it to the end.
  app.route({
    method: ["GET", "HEAD"],
    url: "/media/*",
    handler: async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      if (!isValidStorageKey(key) || isPrivateKey(key)) return reply.status(404).send(notFound);
      const ask = parseRange(request.headers.range);
      const ifNoneMatch = request.headers["if-none-match"];
      if (request.method === "HEAD" || ifNoneMatch) {
        const facts = await storage.stat(key);
        if (!facts) return reply.status(404).send(notFound);
        if (matchesTag(ifNoneMatch, facts.etag)) {
          return reply.status(304).header("etag", facts.etag).send();
        }
        if (request.method === "HEAD") return answer(reply, key, facts, ask && resolveRange(ask, facts.size));
      }
      const read = await storage.read(key, ask);
      if (!read) return reply.status(404).send(notFound);
      return answer(reply, key, read, read.range, read.body ?? undefined);
    },
  });
}
