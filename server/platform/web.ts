import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built SPA and local media. Hashed assets and media keys never change content, so they
 * are cached for a year; index.html is revalidated so a deploy shows up at once.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string | null, mediaRoot: string | null) {
  if (mediaRoot) {
    await app.register(fastifyStatic, {
      root: mediaRoot,
      prefix: "/media/",
      decorateReply: false,
      index: false,
      maxAge: "365d",
      immutable: true,
    });
  }
  const hasWeb = webRoot !== null && existsSync(join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: "/",
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(webRoot, "assets"));
        reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isPage = request.method === "GET" || request.method === "HEAD";
    if (!hasWeb || !isPage || path.startsWith("/api/") || path === "/api" || path.startsWith("/media/")) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    reply.header("Cache-Control", "no-cache");
    return reply.sendFile("index.html", webRoot);
  });
}
