import type { FastifyInstance } from "fastify";
import { requestedRange } from "./byte-range";
import { contentTypeOf, isPrivateKey, isValidStorageKey, type Storage } from "./storage";

/**
 * `/media/{key}` read from the storage itself, for when media do not live on this machine's disk
 * (S3). The bucket can stay private; keys never change content, so answers are cached for a year, and
 * a CDN in front takes the load off the app. Customers' private photos are never answered here.
 * Range requests are answered (206), so review videos stream and seek as they do from disk; the
 * object is read whole and sliced, which a CDN in front makes rare.
 */
export function registerStoredMedia(app: FastifyInstance, storage: Storage): void {
  app.get("/media/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const body = isValidStorageKey(key) && !isPrivateKey(key) ? await storage.get(key) : null;
    if (!body) return reply.status(404).send({ message: "Not found: no such picture" });
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("accept-ranges", "bytes")
      .type(contentTypeOf(key));
    const range = requestedRange(request.headers.range, body.length);
    if (range === "unsatisfiable") {
      return reply.status(416).header("content-range", `bytes */${body.length}`).send();
    }
    if (!range) return reply.send(body);
    return reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${body.length}`)
      .send(body.subarray(range.start, range.end + 1));
  });
}
