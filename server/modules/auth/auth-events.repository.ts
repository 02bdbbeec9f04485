import { createHmac } from "node:crypto";
import type { Db } from "@server/db/connect";
import { authEvents } from "@server/db/schema/auth";
import { maskEmail } from "@server/platform/mask-email";

export type AuthEventName =
  | "otp_sent"
  | "otp_verified"
  | "otp_failed"
  | "otp_locked"
  | "address_locked"
  | "signed_out"
  | "signed_out_everywhere";

export type AuthEvent = {
  event: AuthEventName;
  email?: string;
  userId?: number | null;
  reason?: string;
  ip?: string;
};

/** Keyed, so the stored hash cannot be matched against a list of known addresses without the secret. */
export const emailHash = (secret: string, email: string) =>
  createHmac("sha256", secret).update(`auth-event\0${email}`).digest("hex").slice(0, 40);

export async function insertAuthEvent(db: Db, secret: string, event: AuthEvent): Promise<void> {
  await db.insert(authEvents).values({
    event: event.event,
    userId: event.userId ?? null,
    emailHash: event.email ? emailHash(secret, event.email) : null,
    emailMasked: event.email ? maskEmail(event.email) : null,
    reason: event.reason ?? null,
    ip: event.ip ?? null,
  });
}
