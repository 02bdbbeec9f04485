import type { FastifyRequest } from "fastify";
import type { AppDeps } from "./deps";

/**
 * The instant a read-only delivery answer (the calendar, the delivery check) is computed at. Browser
 * tests stand at a chosen India time by sending `X-Test-Now` (an ISO instant), heard only while the app
 * runs with NODE_ENV=test; anywhere else, and for anything that books, the app's own clock decides.
 */
export function answerNow(deps: Pick<AppDeps, "config" | "now">, request: FastifyRequest): Date {
  const header = request.headers["x-test-now"];
  if (deps.config.env === "test" && typeof header === "string") {
    const time = Date.parse(header);
    if (!Number.isNaN(time)) return new Date(time);
  }
  return deps.now();
}
