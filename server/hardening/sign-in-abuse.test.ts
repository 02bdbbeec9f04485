import { authEvents } from "@server/db/schema";
import {
  codesPerAddressAndClientPerHour,
  failedVerifiesPerAddressPerDay,
  verifiesPerIpPer10Minutes,
} from "@server/modules/auth/sign-in-limits";
import { memoryMailer } from "@server/testing/memory-mailer";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const mailer = memoryMailer();
let t: TestApp;
let ipCounter = 0;
const newIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false, mailer });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const requestCode = (email: string, remoteAddress = newIp()) =>
  t.app.inject({ method: "POST", url: "/api/user/auth/request_otp/", payload: { email }, remoteAddress });
const verify = (email: string, otp: string, remoteAddress = newIp()) =>
  t.app.inject({ method: "POST", url: "/api/user/auth/verify_otp/", payload: { email, otp }, remoteAddress });
const lastCodeFor = (email: string) => {
  const mail = mailer.sent.filter((m) => m.to === email && m.subject.includes("code")).at(-1);
  const code = /^\s+(\d{6})$/m.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
/** Moves the clock on (Date only), so cooldowns pass without waiting. */
function laterBy(seconds: number) {
  const now = Date.now();
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now + seconds * 1000);
}

describe("verify_otp limits", () => {
  it(`answers 429 with Retry-After after ${verifiesPerIpPer10Minutes} tries from one client in 10 minutes`, async () => {
    const ip = newIp();
    for (let i = 0; i < verifiesPerIpPer10Minutes; i++) {
      expect((await verify(`guess${i}@example.in`, "123456", ip)).statusCode).toBe(400);
    }
    const res = await verify("guess-last@example.in", "123456", ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(500);
    expect(res.json().message).toMatch(
      /^Too many sign-in attempts from your network\. Please try again in \d+ minutes\.$/,
    );
    expect((await verify("guess-last@example.in", "123456", newIp())).statusCode).toBe(400);
  });

  it(`locks an address for a day after ${failedVerifiesPerAddressPerDay} wrong codes, and mails its owner once`, async () => {
    const email = "target@example.in";
    let wrongTries = 0;
    while (wrongTries < failedVerifiesPerAddressPerDay) {
      expect((await requestCode(email)).statusCode).toBe(200);
      const code = lastCodeFor(email);
      for (let i = 0; i < 5 && wrongTries < failedVerifiesPerAddressPerDay; i++, wrongTries++) {
        expect((await verify(email, wrong(code))).statusCode).toBe(400);
      }
    }
    expect((await requestCode(email)).statusCode).toBe(200);
    const res = await verify(email, lastCodeFor(email));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    expect(res.json().message).toBe(
      "Too many wrong codes have been entered for this email. Please try again in 24 hours.",
    );
    expect((await verify(email, lastCodeFor(email))).statusCode).toBe(429);
    const warnings = mailer.sent.filter((m) => m.to === email && m.subject.includes("paused"));
    expect(warnings).toHaveLength(1);

    const events = await t.db.select().from(authEvents).where(eq(authEvents.emailMasked, "ta***@example.in"));
    const names = events.map((row) => row.event);
    expect(names.filter((name) => name === "otp_failed")).toHaveLength(failedVerifiesPerAddressPerDay);
    expect(names).toContain("otp_sent");
    expect(names).toContain("otp_locked");
    expect(names).toContain("address_locked");
    expect(events.every((row) => row.emailHash && !JSON.stringify(row).includes(email))).toBe(true);

    laterBy(24 * 3600 + 60);
    expect((await requestCode(email)).statusCode).toBe(200);
    expect((await verify(email, lastCodeFor(email))).statusCode).toBe(200);
  });
});

describe("request_otp quotas", () => {
  it("a stranger asking for codes to someone's address does not stop her getting one", async () => {
    const email = "owner@example.in";
    const stranger = newIp();
    for (let i = 0; i < codesPerAddressAndClientPerHour; i++) {
      expect((await requestCode(email, stranger)).statusCode).toBe(200);
      laterBy(31);
    }
    expect((await requestCode(email, stranger)).statusCode).toBe(429);
    expect((await requestCode(email, newIp())).statusCode).toBe(200);
    const owner = await verify(email, lastCodeFor(email));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(email);
  });
});
