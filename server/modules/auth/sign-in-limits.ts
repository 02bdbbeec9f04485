import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import { otpResendCooldownSeconds } from "../../../contract/account-rules";
import type { LimitRule } from "../../platform/attempt-limits";

/** At most 5 codes an hour to one address and 30 an hour from one client IP. */
export const codesPerAddressPerHour = 5;
export const codesPerIpPerHour = 30;
const hour = 60 * 60;

/** Addresses are hashed in limiter keys, so Redis holds no list of customers' e-mails. */
const addressKey = (email: string) => createHash("sha256").update(email).digest("hex").slice(0, 32);

/**
 * The client a per-IP limit counts: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * household or phone gets a whole /64, so counting single addresses would let it rotate past the limit).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The rules one code request must pass, in the order their refusal is explained. */
export function codeRequestRules(email: string, ip: string): LimitRule[] {
  const address = addressKey(email);
  return [
    { key: `otp:cooldown:${address}`, limit: 1, windowSeconds: otpResendCooldownSeconds },
    { key: `otp:address:${address}`, limit: codesPerAddressPerHour, windowSeconds: hour },
    { key: `otp:ip:${clientKey(ip)}`, limit: codesPerIpPerHour, windowSeconds: hour },
  ];
}

/** "45 seconds", "1 minute", "38 minutes": when a refused request may try again. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export const limitNames = ["cooldown", "address", "ip"] as const;

/** The 429 message for the rule at `blockedBy` in `codeRequestRules`. */
export function limitMessage(blockedBy: number, retryAfterSeconds: number): string {
  const wait = waitText(retryAfterSeconds);
  switch (limitNames[blockedBy]) {
    case "cooldown":
      return `We just sent you a code. Please wait ${wait} before asking for another one.`;
    case "address":
      return `Too many codes have been sent to this email. Please try again in ${wait}.`;
    default:
      return `Too many sign-in attempts from your network. Please try again in ${wait}.`;
  }
}
