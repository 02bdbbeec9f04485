import { isIP } from "node:net";

/**
 * What Fastify's `trustProxy` is given: false (no proxy: the socket's address is the client), a hop
 * count (that many proxies in front; the client is that many entries from the right of
 * X-Forwarded-For), or the proxies' address ranges (entries are peeled off the right while they come
 * from a trusted range).
 */
export type TrustProxy = false | number | string[];

const maxHops = 10;

function isRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify takes it, or the reason it is refused. "true" is refused rather than mapped:
 * it trusts every hop, so a client can name any address it likes in X-Forwarded-For and walk past
 * every per-IP limit; the operator knows how many balancers stand in front, and that is what we ask.
 */
export function parseTrustProxy(raw: string): TrustProxy | string {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") {
    return `"true" would trust every hop, letting any client choose its own address with X-Forwarded-For; give the number of proxies in front (e.g. 1) or their address ranges (e.g. 10.0.0.0/8,192.168.1.5)`;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= maxHops ? hops : `at most ${maxHops} proxies in front; give their address ranges instead`;
  }
  const ranges = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = ranges.find((entry) => !isRange(entry));
  if (bad !== undefined || ranges.length === 0) {
    return `"${bad ?? raw}" is neither a hop count nor an address range (e.g. 1, or 10.0.0.0/8,192.168.1.5)`;
  }
  return ranges;
}

/**
 * The form Fastify applies. A hop count becomes a function because this Fastify treats a bare number as
 * "trust nothing"; `hop` counts from the socket (0) leftwards through X-Forwarded-For, so trusting
 * hops below N makes the client the Nth address from the right, whatever the client wrote before it.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}
