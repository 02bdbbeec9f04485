import { authMessages } from "@contract/account-rules";
import { verifyOtpResponse } from "@contract/auth";
import { otpCodes, sessions, users } from "@server/db/schema/auth";
import { hashToken } from "@server/platform/auth";
import { failWrites } from "@server/testing/fail-writes";
import { type TestOutbox, testOutbox } from "@server/testing/outbox";
import { itRace, together } from "@server/testing/race";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

let t: TestApp;
let outbox: TestOutbox;
let ipCounter = 0;
/** Each case asks from its own client address, so the per-IP limit only bites where a test wants it. */
const newIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  outbox = await testOutbox();
  t = await createTestApp({ seed: false, mailer: outbox.mailer });
});
afterAll(async () => {
  await t.close();
  await outbox.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const requestCode = (email: string, remoteAddress = newIp()) =>
  t.app.inject({ method: "POST", url: "/api/user/auth/request_otp/", payload: { email }, remoteAddress });
const verify = (email: string, otp: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/user/auth/verify_otp/",
    payload: { email, otp },
    remoteAddress: newIp(),
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Lets the 30-second resend cooldown pass without waiting for it. */
function laterBy(seconds: number) {
  const now = Date.now();
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now + seconds * 1000);
}

async function signIn(email: string) {
  expect((await requestCode(email)).statusCode).toBe(200);
  const res = await verify(email, await outbox.codeFor(email));
  expect(res.statusCode).toBe(200);
  return verifyOtpResponse.parse(res.json());
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the whole sign-in", () => {
  it("mails a 6-digit code, verifies it into a session, asks a new customer for a phone and then stops asking", async () => {
    const requested = await requestCode("Asha.Rao@Example.in ");
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      message: "Check your email for a 6-digit code. It expires in 10 minutes.",
      expires_in: 600,
      resend_after: 30,
    });

    const [mail, ...others] = await outbox.newMail();
    expect(others).toHaveLength(0);
    expect(mail?.headers.to).toBe("asha.rao@example.in");
    expect(mail?.headers.subject).toBe("Your Mithaas sign-in code");
    const code = /^ {4}(\d{6})$/m.exec(mail?.text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text.split(code)).toHaveLength(2);
    expect(mail?.html.split(code)).toHaveLength(2);
    expect(mail?.text).toContain("expires in 10 minutes");
    expect(mail?.text).toContain("Didn't try to sign in? You can safely ignore this email");
    expect(mail?.headers.subject).not.toContain(code);

    const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, "asha.rao@example.in"));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(stored?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);

    const res = await verify("asha.rao@example.in", code);
    expect(res.statusCode).toBe(200);
    const body = verifyOtpResponse.parse(res.json());
    expect(body.requires_phone).toBe(true);
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: "asha.rao@example.in",
      first_name: "",
      last_name: "",
      phone: null,
    });
    expect(Buffer.from(body.token, "base64url").length).toBeGreaterThanOrEqual(32);

    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(session?.tokenHash).toBe(hashToken(body.token));
    expect(session?.tokenHash).not.toContain(body.token);
    const days = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const profile = await t.app.inject({ url: "/api/user/profile/", headers: bearer(body.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(body.user);

    const phone = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/verify_phone/",
      headers: bearer(body.token),
      payload: { phone: "+91 98450 12345" },
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toEqual({ ...body.user, phone: "9845012345" });

    laterBy(31);
    const again = await signIn("asha.rao@example.in");
    expect(again.requires_phone).toBe(false);
    expect(again.user).toEqual({ ...body.user, phone: "9845012345" });
    expect(again.token).not.toBe(body.token);
    expect(await t.db.select().from(users).where(eq(users.email, "asha.rao@example.in"))).toHaveLength(1);
  });

  it("signs in an existing customer (staff too) as that account", async () => {
    const { user } = await signInAs(t.db, {
      email: "meera@example.in",
      firstName: "Meera",
      phone: "9000012345",
    });
    const body = await signIn("meera@example.in");
    expect(body.user.id).toBe(user.id);
    expect(body.requires_phone).toBe(false);

    await t.db.insert(users).values({ email: "owner@mithaas.in", firstName: "Priya", role: "staff" });
    const staff = await signIn("owner@mithaas.in");
    const profile = await t.app.inject({ url: "/api/user/profile/", headers: bearer(staff.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().first_name).toBe("Priya");
  });

  it("does not ask staff for a phone: that step is for shoppers' deliveries", async () => {
    await t.db.insert(users).values({ email: "packer@mithaas.in", role: "staff" });
    const staff = await signIn("packer@mithaas.in");
    expect(staff.user.phone).toBeNull();
    expect(staff.requires_phone).toBe(false);
  });

  it("accepts the code pasted with spaces around or inside it", async () => {
    await requestCode("paste@example.in");
    const code = await outbox.codeFor("paste@example.in");
    const res = await verify("paste@example.in", ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(res.statusCode).toBe(200);
  });
});

describe("request_otp", () => {
  it("answers known and unknown addresses with the same status and body", async () => {
    await signInAs(t.db, { email: "known@example.in" });
    const known = await requestCode("known@example.in");
    const unknown = await requestCode("nobody-here@example.in");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    expect(await t.db.select().from(users).where(eq(users.email, "nobody-here@example.in"))).toHaveLength(0);
  });

  it("refuses an address that is not an e-mail with a field error", async () => {
    const res = await requestCode("asha@");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Please enter a valid email address",
      errors: { email: ["Enter a valid email address"] },
    });
    const missing = await t.app.inject({ method: "POST", url: "/api/user/auth/request_otp/", payload: {} });
    expect(missing.json().errors).toEqual({ email: ["Email is required"] });
  });

  it("makes a second request within 30 seconds wait, saying how long", async () => {
    const ip = newIp();
    expect((await requestCode("quick@example.in", ip)).statusCode).toBe(200);
    const res = await requestCode("quick@example.in", ip);
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect(res.json()).toEqual({
      message: `We just sent you a code. Please wait ${wait} second${wait === 1 ? "" : "s"} before asking for another one.`,
    });
    await outbox.newMail();
  });

  it("sends at most 15 codes an hour to one address, from all clients together", async () => {
    for (let i = 0; i < 15; i++) {
      expect((await requestCode("busy@example.in")).statusCode).toBe(200);
      laterBy(31);
    }
    const res = await requestCode("busy@example.in");
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(3100);
    expect(res.json().message).toBe(
      "Too many codes have been sent to this email. Please try again in 53 minutes.",
    );
    expect((await outbox.newMail()).filter((m) => m.headers.to === "busy@example.in")).toHaveLength(15);
  });

  it("sends at most 30 codes an hour from one client IP", async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await requestCode(`guest${i}@example.in`, ip)).statusCode).toBe(200);
    const res = await requestCode("guest30@example.in", ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Too many sign-in attempts from your network\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(3500);
    expect((await requestCode("guest30@example.in", newIp())).statusCode).toBe(200);
    await outbox.newMail();
  });
});

describe("verify_otp", () => {
  it("kills a code after 5 wrong tries: even the right code is then 'Invalid OTP' until a new one is sent", async () => {
    await requestCode("typo@example.in");
    const code = await outbox.codeFor("typo@example.in");
    for (let i = 0; i < 5; i++) {
      const res = await verify("typo@example.in", wrongCodeFor(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: authMessages.invalidOtp });
    }
    const right = await verify("typo@example.in", code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: "Invalid OTP" });

    laterBy(31);
    await requestCode("typo@example.in");
    expect((await verify("typo@example.in", await outbox.codeFor("typo@example.in"))).statusCode).toBe(200);
  });

  it("says an expired code has expired", async () => {
    await requestCode("late@example.in");
    const code = await outbox.codeFor("late@example.in");
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, "late@example.in"));
    const res = await verify("late@example.in", code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "This code has expired. Please request a new one." });
  });

  it("takes a code once", async () => {
    await requestCode("once@example.in");
    const code = await outbox.codeFor("once@example.in");
    expect((await verify("once@example.in", code)).statusCode).toBe(200);
    const reused = await verify("once@example.in", code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: "Invalid OTP" });
  });

  it("voids the older code when a new one is requested", async () => {
    await requestCode("twice@example.in");
    const first = await outbox.codeFor("twice@example.in");
    laterBy(31);
    await requestCode("twice@example.in");
    const second = await outbox.codeFor("twice@example.in");
    if (first !== second)
      expect((await verify("twice@example.in", first)).json()).toEqual({ message: "Invalid OTP" });
    expect((await verify("twice@example.in", second)).statusCode).toBe(200);
  });

  itRace("gives one session to twenty verifies of one code at the same moment", async () => {
    await requestCode("race@example.in");
    const code = await outbox.codeFor("race@example.in");
    const results = await together(20, () => verify("race@example.in", code));
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    const [user] = await t.db.select().from(users).where(eq(users.email, "race@example.in"));
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? 0)),
    ).toHaveLength(1);
  });

  itRace(
    "checks only 5 of twenty wrong guesses sent together, and the right code is then refused",
    async () => {
      await requestCode("guesses@example.in");
      const code = await outbox.codeFor("guesses@example.in");
      const results = await together(20, () => verify("guesses@example.in", wrongCodeFor(code)));
      expect(results.map((res) => res.json())).toEqual(Array(20).fill({ message: authMessages.invalidOtp }));
      const [row] = await t.db
        .select({ attempts: otpCodes.attempts })
        .from(otpCodes)
        .where(eq(otpCodes.email, "guesses@example.in"));
      expect(row?.attempts).toBe(5);
      const right = await verify("guesses@example.in", code);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toEqual({ message: "Invalid OTP" });
    },
  );

  it("keeps the code and makes no account when opening the session fails half-way", async () => {
    await requestCode("halfway@example.in");
    const code = await outbox.codeFor("halfway@example.in");
    // The code is consumed and the account made before the session row fails.
    const failure = await failWrites(t.db, "sessions", "insert");
    try {
      expect((await verify("halfway@example.in", code)).statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    expect(await t.db.select().from(users).where(eq(users.email, "halfway@example.in"))).toEqual([]);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, "halfway@example.in"));
    expect(row?.consumedAt).toBeNull();
    expect((await verify("halfway@example.in", code)).statusCode).toBe(200);
  });

  it("answers 'Invalid OTP' for an address that never asked for a code, and a field error for a malformed code", async () => {
    expect((await verify("stranger@example.in", "123456")).json()).toEqual({ message: "Invalid OTP" });
    const malformed = await verify("stranger@example.in", "12ab");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: "Please enter the 6-digit code from your email",
      errors: { otp: ["Enter the 6-digit code from your email"] },
    });
  });
});

describe("verify_phone", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    [" 98765-43210 ", "9876543210"],
  ])("saves %s as %s", async (typed, stored) => {
    const { headers } = await signInAs(t.db, { email: `phone-${ipCounter++}@example.in` });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/verify_phone/",
      headers,
      payload: { phone: typed },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe(stored);
  });

  it("saves the optional names given with the phone; blank names keep the ones the account has", async () => {
    const { headers } = await signInAs(t.db, { email: "named@example.in" });
    const send = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/user/auth/verify_phone/", headers, payload });
    const named = await send({ phone: "9876543210", first_name: " Asha ", last_name: "Kulkarni" });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ first_name: "Asha", last_name: "Kulkarni", phone: "9876543210" });
    const kept = await send({ phone: "9876543211", first_name: "", last_name: "  " });
    expect(kept.json()).toMatchObject({ first_name: "Asha", last_name: "Kulkarni", phone: "9876543211" });
    const tooLong = await send({ phone: "9876543210", first_name: "A".repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ first_name: ["First name must be at most 50 characters"] });
  });

  it("refuses a number that is not an Indian mobile, saying so", async () => {
    const { headers } = await signInAs(t.db, { email: "landline@example.in" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/verify_phone/",
      headers,
      payload: { phone: "020 2612 3456" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Enter a valid 10-digit Indian mobile number",
      errors: { phone: ["Enter a valid 10-digit Indian mobile number"] },
    });
  });
});

describe("sessions", () => {
  it("answers 401 with a message without a valid token", async () => {
    for (const headers of [{}, bearer("not-a-real-token"), { authorization: "Basic abc" }]) {
      for (const [method, url] of [
        ["GET", "/api/user/profile/"],
        ["POST", "/api/user/auth/verify_phone/"],
        ["POST", "/api/user/auth/logout/"],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, payload: method === "POST" ? {} : undefined });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: "Please sign in to continue" });
      }
    }
  });

  it("logout revokes the token it was called with, and only that one", async () => {
    const phone = await signIn("leaving@example.in");
    laterBy(31);
    const laptop = await signIn("leaving@example.in");
    const out = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/logout/",
      headers: bearer(phone.token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: "You have been signed out" });
    expect((await t.app.inject({ url: "/api/user/profile/", headers: bearer(phone.token) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: "POST", url: "/api/user/auth/logout/", headers: bearer(phone.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: "/api/user/profile/", headers: bearer(laptop.token) })).statusCode,
    ).toBe(200);
  });

  it("ends a session after 30 days without use, and each use (noted at most hourly) keeps it alive", async () => {
    const { user, headers } = await signInAs(t.db, { email: "idle@example.in" });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: twoHoursAgo, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ url: "/api/user/profile/", headers })).statusCode).toBe(200);
    const [touched] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(touched?.lastUsedAt.getTime()).toBeGreaterThan(twoHoursAgo.getTime());
    expect(touched?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    expect((await t.app.inject({ url: "/api/user/profile/", headers })).statusCode).toBe(200);
    const [untouched] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(untouched?.lastUsedAt.getTime()).toBe(touched?.lastUsedAt.getTime());

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ url: "/api/user/profile/", headers })).statusCode).toBe(401);
  });
});
