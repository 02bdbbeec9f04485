import { createHash, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "@server/db/connect";
import { AppError, type ErrorKind, statusOfKind } from "./errors";
import {
  claimKey,
  deleteSpentKeys,
  findKey,
  type KeyOwner,
  keepAnswer,
  releaseKey,
} from "./idempotency-keys.repository";

/** The body of a 201, run now or kept from the first request with the key (`replayed`). */
export type KeptAnswer<T> = { body: T; replayed: boolean };

/** A key is spent for this long, then forgotten (Stripe keeps them 24 hours too). */
export const keyLifetimeHours = 24;
/**
 * A claim whose request has not finished after this long belongs to a process that died: the same
 * request may take it over. Longer than any create_order can take (gateway and database timeouts).
 */
const leaseSeconds = 120;
const claimLimits = { lifetimeHours: keyLifetimeHours, leaseSeconds };
/** How long a repeat waits for the request holding its key before it answers 409. */
const waitForFirstMs = 15_000;
const pollMs = 100;

/**
 * Runs `run` once per customer and `key` (draft-ietf-httpapi-idempotency-key-header): the key is
 * claimed by a row inserted before anything happens, so a repeat, also at the same moment or on
 * another instance, never runs it again. A repeat gets the first answer (status and body); a repeat
 * while the first still runs waits for it, up to 15 s, then answers 409 "still being placed"; the
 * same key with another request is a 409 that says so.
 * Kept: the answer and refusals of the request itself (400, 404, 409). Released, so the same key may
 * run again: answers that say "try again" (402 the gateway could not be reached, 429, and failures of
 * ours or of a service), since nothing was made. A kept refusal is thrown again as the same AppError,
 * so the error handler words it as it did the first time. `scope` names the call, so one key is not
 * two calls; `run` answers the body of a 201.
 */
export async function runOnce<T>(
  db: Db,
  target: { userId: number; key: string; scope: string; request: unknown },
  run: () => Promise<T>,
): Promise<KeptAnswer<T>> {
  const { userId, key } = target;
  const requestHash = createHash("sha256")
    .update(`${target.scope}\n${JSON.stringify(target.request)}`)
    .digest("hex");
  const deadline = Date.now() + waitForFirstMs;
  for (;;) {
    const claim = randomUUID();
    if (await claimKey(db, { userId, key, requestHash, claim }, claimLimits)) {
      return runClaimed(db, { userId, key, claim }, run);
    }
    const row = await findKey(db, userId, key);
    if (!row) continue;
    if (row.requestHash !== requestHash) {
      throw new AppError(
        "conflict",
        "This Idempotency-Key was already used for a different order. Send a new key for a new order.",
      );
    }
    if (row.statusCode === 201) return { body: row.response as T, replayed: true };
    if (row.statusCode !== null) throw keptRefusal(row.statusCode, row.response as Refusal);
    if (Date.now() >= deadline) {
      throw new AppError(
        "conflict",
        "This order is still being placed. Please wait a moment, then try again.",
        undefined,
        { "retry-after": "2" },
      );
    }
    await sleep(pollMs);
  }
}

const keptKinds = new Set<ErrorKind>(["invalid", "not_found", "conflict"]);
type Refusal = { message: string; errors?: Record<string, string[]> };

function keptRefusal(status: number, body: Refusal): AppError {
  const kind = [...keptKinds].find((candidate) => statusOfKind[candidate] === status) ?? "conflict";
  return new AppError(kind, body.message, body.errors);
}

async function runClaimed<T>(db: Db, owner: KeyOwner, run: () => Promise<T>): Promise<KeptAnswer<T>> {
  let body: T;
  try {
    body = await run();
  } catch (error) {
    if (error instanceof AppError && keptKinds.has(error.kind)) {
      const refusal: Refusal = { message: error.message, errors: error.fields };
      await keepAnswer(db, owner, error.status, refusal);
    } else {
      await releaseKey(db, owner);
    }
    throw error;
  }
  await keepAnswer(db, owner, 201, body);
  return { body, replayed: false };
}

/** Background work: forgets keys past their day, so the table holds one day of checkouts. */
export async function purgeSpentKeys(db: Db): Promise<number> {
  return deleteSpentKeys(db, keyLifetimeHours);
}
