import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/connect";
import { sessions, users } from "../db/schema";
import { AppError } from "./errors";

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

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function findUserByToken(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      role: users.role,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return row ?? null;
}

/** Resolves `Authorization: Bearer …` to `request.user` (null for guests and for unknown tokens). */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    const token = bearerToken(request);
    request.user = token ? await findUserByToken(db, token) : null;
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError("unauthorized", "Please sign in to continue");
  return request.user;
}
