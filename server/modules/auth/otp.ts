import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { otpLength } from "../../../contract/account-rules";

/** A sign-in code: 6 digits from the operating system's CSPRNG, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 10 ** otpLength)
    .toString()
    .padStart(otpLength, "0");
}

/**
 * What the database keeps of a code: an HMAC-SHA256 of the code keyed by the address it was sent to, so
 * a stored hash is useless for any other address and the code itself is never at rest.
 */
export function hashOtp(email: string, code: string): string {
  return createHmac("sha256", `mithaas-otp-v1:${email}`).update(code).digest("hex");
}

/** Compares in constant time, so response timing says nothing about how close a guess was. */
export function otpMatches(email: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashOtp(email, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** "asha.k@example.in" → "as***@example.in": enough for the log to follow one person, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return "***";
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
