import { z } from "zod";

/** Letters, digits, - and _, 8 to 64 of them: room for a UUID or 32 hex digits, too short to carry a payload. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

export const idempotencyKeyMessage = "The Idempotency-Key header must be 8 to 64 letters, digits, - or _.";

/**
 * The `Idempotency-Key` request header of create_order: a key the client makes per checkout attempt
 * and sends again when it retries that attempt. Sent bare (as Stripe takes it) or as the quoted string
 * of draft-ietf-httpapi-idempotency-key-header; absent means no idempotency.
 */
export const idempotencyKeyHeader = z
  .string()
  .transform((value) => value.trim().replace(/^"(.*)"$/, "$1"))
  .pipe(z.string().regex(idempotencyKeyPattern, idempotencyKeyMessage))
  .optional();
