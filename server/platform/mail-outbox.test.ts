import { mailOutbox } from "@server/db/schema";
import { memoryMailer } from "@server/testing/memory-mailer";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail, outboxMessageId, retryDelayMs, sendDueMail } from "./mail-outbox";

let t: TestApp;
const mailer = memoryMailer();
const warnings: unknown[] = [];
const log = { warn: (obj: unknown) => void warnings.push(obj) };
beforeAll(async () => {
  t = await createTestApp({ seed: false, mailer });
});
afterAll(() => t.close());

const rowOf = async (key: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, key)))[0];

describe("mail outbox", () => {
  it("keeps one mail per dedupe key, written with the caller's transaction or not at all", async () => {
    await enqueueMail(t.db, { to: "a@example.in", subject: "One", text: "first", dedupeKey: "k:1" });
    await enqueueMail(t.db, { to: "a@example.in", subject: "Two", text: "second", dedupeKey: "k:1" });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, "k:1"))).toHaveLength(1);
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: "b@example.in", subject: "Lost", text: "x", dedupeKey: "k:rolled-back" });
        throw new Error("the state change failed");
      }),
    ).rejects.toThrow();
    expect(await rowOf("k:rolled-back")).toBeUndefined();
    expect(await sendDueMail(t.deps, log)).toBe(1);
    expect(mailer.sent.map((m) => m.subject)).toEqual(["One"]);
    expect(await sendDueMail(t.deps, log)).toBe(0);
  });

  it("retries a mail that could not be sent, later, with backoff, and never drops it", async () => {
    await enqueueMail(t.db, {
      to: "c@example.in",
      subject: "Retry me",
      text: "x",
      html: "<p>x</p>",
      dedupeKey: "k:2",
    });
    mailer.failNext = true;
    expect(await sendDueMail(t.deps, log)).toBe(0);
    const failed = await rowOf("k:2");
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: "simulated SMTP failure" });
    expect((failed?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(20_000);
    expect(warnings).toContainEqual(expect.objectContaining({ event: "mail.retry_scheduled", attempts: 1 }));
    expect(await sendDueMail(t.deps, log)).toBe(0);

    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.dedupeKey, "k:2"));
    expect(await sendDueMail(t.deps, log)).toBe(1);
    expect(await rowOf("k:2")).toMatchObject({ attempts: 2, lastError: null });
    expect(mailer.sent.filter((m) => m.subject === "Retry me")).toEqual([
      {
        to: "c@example.in",
        subject: "Retry me",
        text: "x",
        html: "<p>x</p>",
        messageId: outboxMessageId("k:2"),
      },
    ]);
  });

  it("gives every attempt at one mail the same Message-ID, and each mail its own", () => {
    expect(outboxMessageId("order-confirmed:7")).toBe(outboxMessageId("order-confirmed:7"));
    expect(outboxMessageId("order-confirmed:7")).not.toBe(outboxMessageId("order-confirmed:8"));
    expect(outboxMessageId("order-confirmed:7")).toMatch(/^<[0-9a-f]{32}@outbox\.mithaas\.in>$/);
  });

  it("backs off 30 s, 1 min, 2 min … up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
