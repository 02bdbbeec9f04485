import { randomBytes } from "node:crypto";
import { indiaDate } from "./order-dates";

/** Crockford's base 32: no I, L, O or U, so a number read out over the phone is not misheard. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * MTH-YYMMDD-XXXXXXXX: the India date the order was placed and 40 random bits, so numbers reveal
 * nothing about sales volume and a day of even a million orders is unlikely to draw one twice (the
 * unique index refuses the rare repeat).
 */
export function newOrderNumber(now: Date): string {
  const [year = "", month = "", day = ""] = indiaDate(now).split("-");
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let suffix = "";
  for (let i = 0; i < 8; i++) {
    suffix = alphabet[Number(bits & 31n)] + suffix;
    bits >>= 5n;
  }
  return `MTH-${year.slice(2)}${month}${day}-${suffix}`;
}

/** The secret the browser echoes when verifying the payment (192 random bits). */
export function newOrderKey(): string {
  return randomBytes(24).toString("base64url");
}
