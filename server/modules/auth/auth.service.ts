import {
  authMessages,
  otpMaxAttempts,
  otpResendCooldownSeconds,
  otpTtlSeconds,
} from "@contract/account-rules";
import type { RequestOtpResponse, VerifyOtpResponse, VerifyPhone } from "@contract/auth";
import type { UserProfile } from "@contract/profile";
import { profileOf } from "@server/modules/profile/profile.service";
import { type AuthUser, newSessionToken } from "@server/platform/auth";
import { AppError, invalid } from "@server/platform/errors";
import { maskEmail } from "@server/platform/mask-email";
import { revokeAllSessions, sessionIdleMs } from "@server/platform/sessions";
import type { FastifyBaseLogger } from "fastify";
import {
  claimAttempt,
  consumeCode,
  findActiveCode,
  findOrCreateUser,
  insertSession,
  replaceActiveCode,
  revokeSession,
  updatePhone,
} from "./auth.repository";
import { audit } from "./auth-audit";
import type { AuthDeps } from "./auth-deps";
import { watchWrongCode } from "./failed-verify-cap";
import { generateOtp, hashOtp, otpMatches } from "./otp";
import { otpMail } from "./otp-mail";
import {
  addressLockedMessage,
  codeRequestRules,
  failedVerifyRule,
  limitMessage,
  limitNames,
  networkLimitMessage,
  verifyIpRule,
} from "./sign-in-limits";

type Meta = { ip: string; log: FastifyBaseLogger; userAgent?: string };

const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError("rate_limited", message, undefined, { "retry-after": String(retryAfterSeconds) });

/**
 * Sends a fresh code. Nothing here looks at whether the address has an account (that is settled at
 * verify), so known and unknown addresses get the same answer, in the same time.
 */
export async function requestOtp(deps: AuthDeps, email: string, meta: Meta): Promise<RequestOtpResponse> {
  const who = { email: maskEmail(email), ip: meta.ip };
  const limit = await deps.limiter.hitAll(codeRequestRules(email, meta.ip));
  if (!limit.allowed) {
    meta.log.warn(
      { ...who, event: "otp_limited", limit: limitNames[limit.blockedBy] },
      "sign-in code refused",
    );
    throw tooMany(limitMessage(limit.blockedBy, limit.retryAfterSeconds), limit.retryAfterSeconds);
  }
  const code = generateOtp();
  const now = new Date();
  await replaceActiveCode(deps.db, {
    email,
    codeHash: hashOtp(deps.authSecret, email, code),
    expiresAt: new Date(now.getTime() + otpTtlSeconds * 1000),
    requestIp: meta.ip,
    now,
  });
  try {
    await deps.mailer.send(otpMail(email, code));
  } catch (error) {
    meta.log.error({ ...who, event: "otp_send_failed", err: error }, "sign-in code could not be sent");
    throw new Error("sign-in code mail failed", { cause: error });
  }
  meta.log.info({ ...who, event: "otp_sent" }, "sign-in code sent");
  await audit(deps, meta.log, { event: "otp_sent", email, ip: meta.ip });
  return {
    message: `Check your email for a 6-digit code. It expires in ${otpTtlSeconds / 60} minutes.`,
    expires_in: otpTtlSeconds,
    resend_after: otpResendCooldownSeconds,
  };
}

/**
 * Checks a code and opens a session. Every try counts against the client's verify limit; an address
 * past its daily cap of wrong codes is refused before any code is looked at. A try is spent before the
 * guess is compared; the code is then consumed in the same transaction that creates the account (if
 * new) and the session, so a code opens one session at most however many requests race for it.
 */
export async function verifyOtp(
  deps: AuthDeps,
  input: { email: string; otp: string },
  meta: Meta,
): Promise<VerifyOtpResponse> {
  const { email } = input;
  const who = { email: maskEmail(email), ip: meta.ip };
  const byClient = await deps.limiter.hitAll([verifyIpRule(meta.ip)]);
  if (!byClient.allowed) {
    meta.log.warn({ ...who, event: "otp_verify_limited" }, "sign-in code check refused");
    throw tooMany(networkLimitMessage(byClient.retryAfterSeconds), byClient.retryAfterSeconds);
  }
  const byAddress = await deps.limiter.check([failedVerifyRule(email)]);
  if (!byAddress.allowed) {
    meta.log.warn({ ...who, event: "otp_address_locked" }, "sign-in code check refused");
    throw tooMany(addressLockedMessage(byAddress.retryAfterSeconds), byAddress.retryAfterSeconds);
  }
  const failed = async (reason: string, message: string = authMessages.invalidOtp) => {
    meta.log.info({ ...who, event: "otp_failed", reason }, "sign-in code refused");
    await audit(deps, meta.log, { event: "otp_failed", email, reason, ip: meta.ip });
    return invalid(message);
  };
  const now = new Date();
  const code = await findActiveCode(deps.db, email);
  if (!code) throw await failed("no_code");
  if (code.expiresAt <= now) throw await failed("expired", authMessages.expiredOtp);
  if (code.attempts >= otpMaxAttempts) throw await failed("locked");
  const attempt = await claimAttempt(deps.db, code.id, now);
  if (!attempt) throw await failed("raced");
  if (!otpMatches(deps.authSecret, email, input.otp, attempt.codeHash)) {
    if (attempt.attempts >= otpMaxAttempts) {
      meta.log.warn({ ...who, event: "otp_locked" }, "sign-in code locked after too many wrong tries");
      await audit(deps, meta.log, { event: "otp_locked", email, ip: meta.ip });
    }
    await watchWrongCode(deps, email, meta);
    throw await failed("wrong_code");
  }
  const { token, tokenHash } = newSessionToken();
  const signedIn = await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code.id, now))) return null;
    const { user, isNew } = await findOrCreateUser(tx, email);
    await insertSession(tx, {
      userId: user.id,
      tokenHash,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + sessionIdleMs),
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
      ip: meta.ip,
    });
    return { user, isNew };
  });
  if (!signedIn) throw await failed("already_used");
  const { user, isNew } = signedIn;
  meta.log.info({ ...who, event: "otp_verified", userId: user.id, newAccount: isNew }, "signed in");
  await audit(deps, meta.log, { event: "otp_verified", email, userId: user.id, ip: meta.ip });
  // The phone is for shoppers' deliveries; staff go straight to the back office.
  return { token, user: profileOf(user), requires_phone: user.phone === null && user.role !== "staff" };
}

export async function verifyPhone(
  deps: Pick<AuthDeps, "db">,
  user: AuthUser,
  input: VerifyPhone,
): Promise<UserProfile> {
  const row = await updatePhone(deps.db, user.id, input.phone, {
    firstName: input.first_name,
    lastName: input.last_name,
  });
  if (!row) throw new AppError("unauthorized", authMessages.signInRequired);
  return profileOf(row);
}

type SignOutMeta = { ip: string; log: FastifyBaseLogger };

export async function logout(deps: Pick<AuthDeps, "db" | "authSecret">, user: AuthUser, meta: SignOutMeta) {
  await revokeSession(deps.db, user.id, user.sessionId, new Date());
  meta.log.info({ event: "signed_out", userId: user.id }, "signed out");
  await audit(deps, meta.log, { event: "signed_out", userId: user.id, ip: meta.ip });
  return { message: "You have been signed out" };
}

/** Ends every session of the user, this one included (a lost phone, a shared computer). */
export async function logoutEverywhere(
  deps: Pick<AuthDeps, "db" | "authSecret">,
  user: AuthUser,
  meta: SignOutMeta,
) {
  const ended = await revokeAllSessions(deps.db, user.id, new Date());
  meta.log.info(
    { event: "signed_out_everywhere", userId: user.id, sessions: ended },
    "signed out everywhere",
  );
  await audit(deps, meta.log, { event: "signed_out_everywhere", userId: user.id, ip: meta.ip });
  return { message: "You have been signed out on every device" };
}
