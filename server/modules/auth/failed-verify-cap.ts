import { maskEmail } from "@server/platform/mask-email";
import type { FastifyBaseLogger } from "fastify";
import { addressLockedMail } from "./address-locked-mail";
import { audit } from "./auth-audit";
import type { AuthDeps } from "./auth-deps";
import { failedVerifiesPerAddressPerDay, failedVerifyRule, lockMailRule } from "./sign-in-limits";

const capHours = Math.round(failedVerifyRule("").windowSeconds / 3600);

/**
 * Counts a wrong code against the address's daily cap. When that fills it, the address is locked
 * (verify checks the cap first) and its owner is told by mail, once a day at most however often the
 * cap fills again. A mail failure is logged: the lock holds without it.
 */
export async function watchWrongCode(
  deps: AuthDeps,
  email: string,
  meta: { ip: string; log: FastifyBaseLogger },
) {
  const rule = failedVerifyRule(email);
  await deps.limiter.hitAll([rule]);
  if ((await deps.limiter.check([rule])).allowed) return;
  meta.log.warn(
    { email: maskEmail(email), ip: meta.ip, event: "address_locked", cap: failedVerifiesPerAddressPerDay },
    "address locked after too many wrong codes",
  );
  await audit(deps, meta.log, { event: "address_locked", email, ip: meta.ip });
  if (!(await deps.limiter.hitAll([lockMailRule(email)])).allowed) return;
  try {
    await deps.mailer.send(addressLockedMail(email, capHours));
  } catch (error) {
    meta.log.error({ err: error, email: maskEmail(email) }, "address-locked mail not sent");
  }
}
