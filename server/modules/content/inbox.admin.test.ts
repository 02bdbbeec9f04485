import { contactMessages } from "@server/db/schema/content";
import { adminClient } from "@server/testing/admin-client";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await adminClient(t, "inbox@mithaas.in");
  const customer = await signInAs(t.db, { email: "asha@example.in" });
  const minute = 60_000;
  for (let n = 1; n <= 5; n++) {
    const [row] = await t.db
      .insert(contactMessages)
      .values({
        name: `Sender ${n}`,
        email: `sender${n}@example.in`,
        phone: "9876543210",
        message: `Message ${n}\nSecond line`,
        userId: n === 5 ? customer.user.id : null,
        createdAt: new Date(Date.now() - (10 - n) * minute),
      })
      .returning();
    if (row) ids.push(row.id);
  }
});
afterAll(() => t.close());

type Listed = { id: number; read_at: string | null; is_customer: boolean; message: string };
const list = async (query = "") => {
  const res = await admin.get(`/contact-messages/${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; unread_count: number; results: Listed[] };
};

describe("the contact messages inbox", () => {
  it("lists messages newest first, a page at a time, all unread at first", async () => {
    const page = await list("?page_size=2&page=1");
    expect(page).toMatchObject({ count: 5, page: 1, page_size: 2, unread_count: 5 });
    expect(page.results.map((m) => m.id)).toEqual([ids[4], ids[3]]);
    expect(page.results[0]).toMatchObject({
      is_customer: true,
      read_at: null,
      message: "Message 5\nSecond line",
    });
    expect((await list("?page_size=2&page=3")).results.map((m) => m.id)).toEqual([ids[0]]);
  });

  it("opening a message marks it read, once; unread sets it back; the unread filter follows", async () => {
    const id = ids[2] ?? 0;
    const opened = await admin.post(`/contact-messages/${id}/read/`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id, name: "Sender 3", email: "sender3@example.in" });
    const readAt = opened.json().read_at;
    expect(readAt).not.toBeNull();
    const again = await admin.post(`/contact-messages/${id}/read/`);
    expect(again.json().read_at).toBe(readAt);

    const unreadOnly = await list("?unread=true");
    expect(unreadOnly).toMatchObject({ count: 4, unread_count: 4 });
    expect(unreadOnly.results.map((m) => m.id)).not.toContain(id);
    expect((await list()).results.find((m) => m.id === id)?.read_at).toBe(readAt);

    const unread = await admin.post(`/contact-messages/${id}/unread/`);
    expect(unread.json().read_at).toBeNull();
    expect(await list("?unread=true")).toMatchObject({ count: 5, unread_count: 5 });
    expect((await admin.audit("contact_message", id)).map((row) => [row.action, row.staff_email])).toEqual([
      ["unread", "inbox@mithaas.in"],
      ["read", "inbox@mithaas.in"],
      ["read", "inbox@mithaas.in"],
    ]);
  });

  it("answers 404 for a message that does not exist and 400 for a bad filter", async () => {
    expect((await admin.post("/contact-messages/999999/read/")).statusCode).toBe(404);
    const bad = await admin.get("/contact-messages/?unread=yes");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty("unread");
  });
});
