import type { Db } from "@server/db/connect";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { pingDatabase } from "./health.repository";
import { neverStore } from "./personal-answers";

declare module "fastify" {
  interface FastifyInstance {
    /** Makes /api/ready answer 503 from now on, so the load balancer stops sending new requests. */
    startDraining(): void;
  }
}

/** A dependency slower than this is as good as down for a readiness probe. */
const probeTimeoutMs = 2000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * For the load balancer: /api/health says the process answers; /api/ready says it can serve (the
 * database answers and it is not shutting down). Never cached. Redis is probed and reported, but a
 * Redis that is down only degrades the shop (limits skipped, sign-in paused, other instances' caches
 * expire on their own within 30 s): every instance shares it, so failing readiness on it would take
 * the whole shop out of the load balancer at once.
 */
export function registerHealth(app: FastifyInstance, deps: { db: Db; redis: Redis | null }): void {
  let draining = false;
  app.decorate("startDraining", () => {
    draining = true;
  });

  app.get("/api/health", (_request, reply) => {
    neverStore(reply).send({ status: "ok" });
  });

  app.get("/api/ready", async (request, reply) => {
    neverStore(reply);
    if (draining) return reply.status(503).send({ status: "draining" });
    const checks: Record<string, "ok" | "down"> = {};
    const probes: [string, () => Promise<unknown>][] = [["database", () => pingDatabase(deps.db)]];
    const { redis } = deps;
    if (redis) probes.push(["redis", () => redis.ping()]);
    await Promise.all(
      probes.map(async ([name, probe]) => {
        try {
          await within(probe(), probeTimeoutMs);
          checks[name] = "ok";
        } catch (error) {
          checks[name] = "down";
          request.log.warn({ err: error, dependency: name }, "readiness probe failed");
        }
      }),
    );
    if (checks.database !== "ok") return reply.status(503).send({ status: "unavailable", checks });
    const whole = Object.values(checks).every((state) => state === "ok");
    return reply.send({ status: whole ? "ready" : "degraded", checks });
  });
}
