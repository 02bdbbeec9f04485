import { jpegPhoto } from "./shop-fixtures";
import { signInAsStaff } from "./sign-in";
import type { TestApp } from "./test-app";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * A signed-in staff member's requests to the back office, as the admin web app sends them, plus the
 * public store's answers to check that a change shows at once.
 */
export async function adminClient(t: TestApp, email?: string) {
  const staff = await signInAsStaff(t.db, email);
  const send = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: staff.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    staff,
    get: (url: string) => send("GET", url),
    post: (url: string, payload?: unknown) => send("POST", url, payload),
    put: (url: string, payload: unknown) => send("PUT", url, payload),
    delete: (url: string) => send("DELETE", url),
    /** The audit rows of one record, newest first. */
    async audit(entity: string, entityId: string | number) {
      const res = await send("GET", `/audit/?entity=${entity}&entity_id=${entityId}`);
      return res.json().results as { action: string; staff_email: string; before: unknown; after: unknown }[];
    },
  };
}

/** A picture already uploaded, as `POST /api/admin/media/` leaves one: its key names a stored file. */
export async function uploadedPicture(t: TestApp, name: string) {
  const key = `content/${name}.jpg`;
  await t.storage.put(key, await jpegPhoto(), "image/jpeg");
  return key;
}

/** What the public store answers now, without a token (as a shopper's browser asks). */
export async function publicJson(t: TestApp, url: string) {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
}
