import { staffMessages } from "@contract/admin/staff";
import type { FastifyRequest } from "fastify";
import { type AuthUser, requireUser } from "./auth";
import { AppError } from "./errors";

export type StaffUser = AuthUser & { role: "staff" };

/** The signed-in staff member, else 401 for a guest and 403 for a customer. */
export function requireStaff(request: FastifyRequest): StaffUser {
  const user = requireUser(request);
  if (user.role !== "staff") throw new AppError("forbidden", staffMessages.staffOnly);
  return user as StaffUser;
}

/**
 * The `onRequest` hook the admin plugin puts in front of every `/api/admin` route, before the body is
 * read: a route added there later cannot forget it.
 */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  requireStaff(request);
}
