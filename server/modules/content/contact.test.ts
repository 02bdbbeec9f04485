import { contactMessages } from "@server/db/schema/content";
import { memoryMailer } from "@server/testing/memory-mailer";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

let t: TestApp;
const mailer = memoryMailer();
let ipCounter = 0;
/** Each case comes from its own address so the per-IP limit only bites where a test wants it to. */
const fromNewIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const visitor = {
  name: "Ananya Kulkarni",
  email: "Ananya@example.in",
  phone: "+91 98765 43210",
  message: "Do you deliver to Baner on Sundays?",
};

describe("POST /api/setting/contact/", () => {
  it("stores a visitor's message and mails it to the support address, replying to the visitor", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/setting/contact/",
      payload: visitor,
      remoteAddress: fromNewIp(),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({
      name: "Ananya Kulkarni",
      email: "ananya@example.in",
      phone: "9876543210",
      message: visitor.message,
    });
    const mail = mailer.sent.at(-1);
    expect(mail?.to).toBe("care@mithaas.in");
    expect(mail?.replyTo).toBe("ananya@example.in");
    expect(mail?.text).toContain(visitor.message);
  });

  it("refuses an empty message with a field error and stores nothing", async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/setting/contact/",
      payload: { ...visitor, message: "   " },
      remoteAddress: fromNewIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ message: ["Message is required"] });
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it("requires name, a valid e-mail and an Indian mobile number from visitors", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/setting/contact/",
      payload: { name: "", email: "not-an-email", phone: "12345", message: "Hello" },
      remoteAddress: fromNewIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "name", "phone"]);
  });

  it("takes a signed-in customer's name, e-mail and phone from the profile", async () => {
    const { user, headers } = await signInAs(t.db, {
      email: "rohan@example.in",
      firstName: "Rohan",
      lastName: "Mehta",
      phone: "9822012345",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/setting/contact/",
      headers,
      payload: { message: "Please call me about a bulk Diwali order." },
      remoteAddress: fromNewIp(),
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(stored).toMatchObject({ name: "Rohan Mehta", email: "rohan@example.in", phone: "9822012345" });
    expect(stored?.userId).toBe(user.id);
  });

  it("keeps the message when the mail server fails", async () => {
    mailer.failNext = true;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/setting/contact/",
      payload: visitor,
      remoteAddress: fromNewIp(),
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(stored?.message).toBe(visitor.message);
  });

  it("limits one address to five messages in ten minutes, then takes messages again", async () => {
    const ip = fromNewIp();
    const send = (remoteAddress = ip) =>
      t.app.inject({ method: "POST", url: "/api/setting/contact/", payload: visitor, remoteAddress });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Too many requests. Please try again in 600 seconds.");
    expect(limited.headers["retry-after"]).toBe("600");
    expect((await send(fromNewIp())).statusCode).toBe(201);

    vi.setSystemTime(start + 10 * 60_000 - 1000);
    expect((await send()).statusCode).toBe(429);
    vi.setSystemTime(start + 10 * 60_000);
    expect((await send()).statusCode).toBe(201);
  });
});
