import { randomBytes } from "node:crypto";
import type { Db } from "@server/db/connect";
import { sessions, users } from "@server/db/schema";
import { hashToken } from "@server/platform/auth";

/** A customer (or, with `role: "staff"`, a staff member) with a live session, made directly in the database. */
export async function signInAs(
  db: Db,
  user: { email: string; firstName?: string; lastName?: string; phone?: string; role?: "customer" | "staff" },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: user.email,
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      phone: user.phone,
      role: user.role ?? "customer",
    })
    .returning();
  if (!row) throw new Error("user insert returned nothing");
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    userId: row.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return { user: row, headers: { authorization: `Bearer ${token}` } };
}

/** A staff member with a live session: the back office's `signInAs`. */
export const signInAsStaff = (db: Db, email = `staff-${randomBytes(4).toString("hex")}@mithaas.in`) =>
  signInAs(db, { email, firstName: "Priya", lastName: "Sharma", role: "staff" });
