import type { FastifyReply, FastifyRequest } from "fastify";

/** Personal answers (orders, checkout) must never be kept by a browser or a shared cache. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("Cache-Control", "no-store");
}
