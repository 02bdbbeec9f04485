import { randomBytes } from "node:crypto";
import { otpCodes, sessions } from "@server/db/schema/auth";
import { hashToken } from "@server/platform/auth";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endedSessionDays, purgeEndedSignIns } from "./sign-in-housekeeping";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const day = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-25T10:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

async function session(userId: number, label: string, times: { expiresAt: Date; revokedAt?: Date }) {
  await t.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(`${label}-${randomBytes(8).toString("hex")}`),
    userAgent: label,
    ...times,
  });
}

async function code(label: string, expiresAt: Date) {
  await t.db
    .insert(otpCodes)
    .values({ email: `${label}@example.com`, codeHash: "x", expiresAt, requestIp: "1.2.3.4" });
}

const labels = async () =>
  (await t.db.select({ label: sessions.userAgent }).from(sessions)).map((row) => row.label);
const emails = async () =>
  (await t.db.select({ email: otpCodes.email }).from(otpCodes)).map((row) => row.email);

describe("purgeEndedSignIns", () => {
  it("deletes sessions ended over a month ago and spent codes, and keeps everything that can still be used", async () => {
    const { user } = await signInAs(t.db, { email: "shopper@example.com" });
    await t.db.delete(sessions);
    const past = endedSessionDays + 1;
    await session(user.id, "live", { expiresAt: new Date(now.getTime() + day) });
    await session(user.id, "expired-last-week", { expiresAt: daysAgo(7) });
    await session(user.id, "signed-out-last-week", {
      expiresAt: new Date(now.getTime() + day),
      revokedAt: daysAgo(7),
    });
    await session(user.id, "expired-long-ago", { expiresAt: daysAgo(past) });
    await session(user.id, "signed-out-long-ago", {
      expiresAt: new Date(now.getTime() + day),
      revokedAt: daysAgo(past),
    });
    await code("live", new Date(now.getTime() + 10 * 60_000));
    await code("expired-an-hour-ago", new Date(now.getTime() - 60 * 60_000));
    await code("spent", daysAgo(2));

    expect(await purgeEndedSignIns(t.db, now)).toEqual({ sessions: 2, codes: 1 });
    expect((await labels()).sort()).toEqual(["expired-last-week", "live", "signed-out-last-week"]);
    expect((await emails()).sort()).toEqual(["expired-an-hour-ago@example.com", "live@example.com"]);
    expect(await purgeEndedSignIns(t.db, now)).toEqual({ sessions: 0, codes: 0 });
  });

  it("works through more rows than one batch", async () => {
    const { user } = await signInAs(t.db, { email: "many@example.com" });
    await t.db.delete(sessions);
    for (let i = 0; i < 7; i++)
      await session(user.id, `old-${i}`, { expiresAt: daysAgo(endedSessionDays + 2) });
    await session(user.id, "live", { expiresAt: new Date(now.getTime() + day) });

    expect(await purgeEndedSignIns(t.db, now, 3)).toMatchObject({ sessions: 7 });
    expect(await labels()).toEqual(["live"]);
  });
});
