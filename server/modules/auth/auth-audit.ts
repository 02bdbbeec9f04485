import type { Db } from "@server/db/connect";
import type { FastifyBaseLogger } from "fastify";
import { type AuthEvent, insertAuthEvent } from "./auth-events.repository";

/** The audit row is a record, not a gate: if it cannot be written the sign-in still goes on. */
export async function audit(
  deps: { db: Db; authSecret: string },
  log: FastifyBaseLogger,
  event: AuthEvent,
): Promise<void> {
  try {
    await insertAuthEvent(deps.db, deps.authSecret, event);
  } catch (error) {
    log.warn({ err: error, event: event.event }, "sign-in audit row not written");
  }
}
