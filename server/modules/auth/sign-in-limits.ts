import { createHash } from "node:crypto";
import { otpResendCooldownSeconds } from "@contract/account-rules";
import type { LimitRule } from "@server/platform/attempt-limits";
import { clientKey } from "@server/platform/client-key";
import { waitText } from "@server/platform/wait-text";

/**
 * The numbers behind sign-in limits; docs/decisions/0008 says why each is what it is. Code requests
 * are counted per address *and client*, so a stranger spends only their own share of an address's
 * codes; the address-wide caps are larger and stop a mailbox being flooded from many networks.
 */
export const codesPerAddressAndClientPerHour = 5;
export const codesPerAddressPerHour = 15;
export const codesPerAddressPerDay = 40;
export const codesPerIpPerHour = 30;
/** Verify tries from one client (IPv4 address or IPv6 /64) in 10 minutes, right or wrong. */
export const verifiesPerIpPer10Minutes = 30;
/** Wrong codes for one address in any 24 hours before the address must wait. */
export const failedVerifiesPerAddressPerDay = 10;

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/** Addresses are hashed in limiter keys, so Redis holds no list of customers' e-mails. */
const addressKey = (email: string) => createHash("sha256").update(email).digest("hex").slice(0, 32);

export const limitNames = ["cooldown", "address_client", "address", "address_day", "ip"] as const;

/** The rules one code request must pass, in the order of `limitNames`. */
export function codeRequestRules(email: string, ip: string): LimitRule[] {
  const address = addressKey(email);
  const client = clientKey(ip);
  return [
    { key: `otp:cooldown:${address}:${client}`, limit: 1, windowSeconds: otpResendCooldownSeconds },
    {
      key: `otp:address-client:${address}:${client}`,
      limit: codesPerAddressAndClientPerHour,
      windowSeconds: hour,
    },
    { key: `otp:address:${address}`, limit: codesPerAddressPerHour, windowSeconds: hour },
    { key: `otp:address-day:${address}`, limit: codesPerAddressPerDay, windowSeconds: day },
    { key: `otp:ip:${client}`, limit: codesPerIpPerHour, windowSeconds: hour },
  ];
}

/** Every verify from one client counts, so guessing across many addresses from one place is slow. */
export const verifyIpRule = (ip: string): LimitRule => ({
  key: `otp-verify:ip:${clientKey(ip)}`,
  limit: verifiesPerIpPer10Minutes,
  windowSeconds: 10 * minute,
});

/** Counted only when a code was compared and was wrong; checked before every verify of the address. */
export const failedVerifyRule = (email: string): LimitRule => ({
  key: `otp-verify:failed:${addressKey(email)}`,
  limit: failedVerifiesPerAddressPerDay,
  windowSeconds: day,
});

/** One warning mail per address a day, however often the cap trips again. */
export const lockMailRule = (email: string): LimitRule => ({
  key: `otp-verify:lock-mail:${addressKey(email)}`,
  limit: 1,
  windowSeconds: day,
});

/** The 429 message for the rule at `blockedBy` in `codeRequestRules`. */
export function limitMessage(blockedBy: number, retryAfterSeconds: number): string {
  const wait = waitText(retryAfterSeconds);
  switch (limitNames[blockedBy]) {
    case "cooldown":
      return `We just sent you a code. Please wait ${wait} before asking for another one.`;
    case "ip":
      return networkLimitMessage(retryAfterSeconds);
    default:
      return `Too many codes have been sent to this email. Please try again in ${wait}.`;
  }
}

export const networkLimitMessage = (retryAfterSeconds: number) =>
  `Too many sign-in attempts from your network. Please try again in ${waitText(retryAfterSeconds)}.`;

export const addressLockedMessage = (retryAfterSeconds: number) =>
  `Too many wrong codes have been entered for this email. Please try again in ${waitText(retryAfterSeconds)}.`;
