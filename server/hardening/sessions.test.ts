import { randomBytes } from "node:crypto";
import { sessions, users } from "@server/db/schema";
import { hashToken } from "@server/platform/auth";
import { changeRole, sessionLifetimeMs } from "@server/platform/sessions";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;
const profile = (headers: Record<string, string>) => t.app.inject({ url: "/api/user/profile/", headers });

/** A session that began `ageDays` ago and was used a minute ago, so only its age can end it. */
async function sessionStarted(userId: number, ageDays: number) {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await t.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: new Date(now - ageDays * day),
    lastUsedAt: new Date(now - 60_000),
    expiresAt: new Date(now + 29 * day),
  });
  return { authorization: `Bearer ${token}` };
}

describe("sessions", () => {
  it("end at their absolute lifetime however recently they were used", async () => {
    const { user } = await signInAs(t.db, { email: "long-lived@example.in" });
    expect(sessionLifetimeMs("customer")).toBe(90 * day);
    expect((await profile(await sessionStarted(user.id, 89))).statusCode).toBe(200);
    for (const age of [91, 400]) {
      const res = await profile(await sessionStarted(user.id, age));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Please sign in to continue" });
    }
  });

  it("logout_all ends every session of the user, and only theirs", async () => {
    const { user, headers } = await signInAs(t.db, { email: "many-devices@example.in" });
    const phone = await sessionStarted(user.id, 3);
    const laptop = await sessionStarted(user.id, 10);
    const other = await signInAs(t.db, { email: "someone-else@example.in" });
    const res = await t.app.inject({ method: "POST", url: "/api/user/auth/logout_all/", headers: phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "You have been signed out on every device" });
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const h of [headers, phone, laptop]) expect((await profile(h)).statusCode).toBe(401);
    expect((await profile(other.headers)).statusCode).toBe(200);
    const again = await t.app.inject({ method: "POST", url: "/api/user/auth/logout_all/", headers: phone });
    expect(again.statusCode).toBe(401);
  });

  it("all end when the user's role changes, and not when it is set to what it was", async () => {
    const { user, headers } = await signInAs(t.db, { email: "promoted@example.in" });
    expect(await changeRole(t.db, user.id, "customer")).toBe(false);
    expect((await profile(headers)).statusCode).toBe(200);
    expect(await changeRole(t.db, user.id, "staff")).toBe(true);
    expect((await profile(headers)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe("staff");
  });
});
