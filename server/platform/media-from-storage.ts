import type { FastifyInstance } from "fastify";
import { contentTypeOf, isPrivateKey, isValidStorageKey, type Storage } from "./storage";

/**
 * `/media/{key}` read from the storage itself, for when media do not live on this machine's disk
 * (S3). The bucket can stay private; keys never change content, so answers are cached for a year, and
 * a CDN in front takes the load off the app. Customers' private photos are never answered here.
 */
export function registerStoredMedia(app: FastifyInstance, storage: Storage): void {
  app.get("/media/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const body = isValidStorageKey(key) && !isPrivateKey(key) ? await storage.get(key) : null;
    if (!body) return reply.status(404).send({ message: "Not found: no such picture" });
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .type(contentTypeOf(key))
      .send(body);
  });
}
