import { createHash, randomBytes } from "node:crypto";
import { authMessages } from "@contract/account-rules";
import type { Db } from "@server/db/connect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors";
import { sessionIdleMs, sessionLifetimeMs } from "./sessions";
import { findSessionByTokenHash, touchSession } from "./sessions.repository";

export type AuthUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: "customer" | "staff";
  sessionId: number;
};

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const touchEveryMs = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new bearer token (256 random bits) and the hash that is all the database keeps of it. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header || header.length > 300) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Resolves `Authorization: Bearer …` to `request.user` (null for guests and for unknown tokens). */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const now = new Date();
    const row = await findSessionByTokenHash(db, hashToken(token), now);
    if (!row) return;
    const { lastUsedAt, startedAt, ...user } = row;
    if (now.getTime() - startedAt.getTime() >= sessionLifetimeMs(user.role)) return;
    request.user = user;
    if (now.getTime() - lastUsedAt.getTime() >= touchEveryMs) {
      try {
        // At most once an hour per session, so reads stay reads.
        await touchSession(db, row.sessionId, now, new Date(now.getTime() + sessionIdleMs));
      } catch (error) {
        request.log.warn({ err: error, sessionId: row.sessionId }, "could not extend session");
      }
    }
  });
}

/** The signed-in user (customer or staff), or a 401 `{message}`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError("unauthorized", authMessages.signInRequired);
  return request.user;
}

/** An `onRequest` hook for routes that need a signed-in user: 401 before the body is even read. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
