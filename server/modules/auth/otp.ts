import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { otpLength } from "@contract/account-rules";

/** A sign-in code: 6 digits from the operating system's CSPRNG, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 10 ** otpLength)
    .toString()
    .padStart(otpLength, "0");
}

/**
 * What the database keeps of a code: an HMAC-SHA256 under the server's secret of the address and the
 * code. Without the secret a copy of the table cannot be searched for the code (there are only a
 * million), and a stored hash is useless for any other address.
 */
export function hashOtp(secret: string, email: string, code: string): string {
  return createHmac("sha256", secret).update(`mithaas-otp-v2:${email}:${code}`).digest("hex");
}

/** Compares in constant time, so response timing says nothing about how close a guess was. */
export function otpMatches(secret: string, email: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashOtp(secret, email, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
