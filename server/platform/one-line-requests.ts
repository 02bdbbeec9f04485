import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** Files the browser fetches by the dozen for every page: pictures, scripts, styles, fonts. */
const staticFile = /^\/(assets|media)\/|\.[a-z0-9]+$/i;

/**
 * Development's request log: one line per request when it is answered (`GET /api/cart/ 200 12 ms`)
 * instead of Fastify's two JSON lines, and files served without trouble only at debug level, so a page
 * load prints a handful of lines rather than forty. Production keeps Fastify's own lines.
 */
export class OneLineRequests extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split("?")[0] ?? "";
    const line = `${request.method} ${path} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else if (reply.statusCode < 400 && !path.startsWith("/api/") && staticFile.test(path))
      reply.log.debug(line);
    else reply.log.info(line);
  }
}
