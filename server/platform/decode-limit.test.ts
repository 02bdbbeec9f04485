import { jpegPhoto, makeProduct, multipartBody } from "@server/testing/shop-fixtures";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeBusyMessage, decodeStats, limitDecodes, withDecodeTurn } from "./decode-limit";

/** A decode that runs until the test lets it finish. */
function heldDecode() {
  let finish = () => {};
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, done: withDecodeTurn(() => gate) };
}

describe("decode limit", () => {
  it("runs at most N decodes at once and starts the waiting ones in turn", async () => {
    limitDecodes({ atOnce: 2, waiting: 10 });
    const decodes = Array.from({ length: 5 }, heldDecode);
    await Promise.resolve();
    expect(decodeStats()).toMatchObject({ running: 2, waiting: 3, started: 2 });
    for (const decode of decodes) {
      decode.finish();
      await decode.done;
      expect(decodeStats().mostAtOnce).toBeLessThanOrEqual(2);
    }
    expect(decodeStats()).toMatchObject({ running: 0, waiting: 0, started: 5, mostAtOnce: 2 });
  });

  it("refuses at once, 503 with Retry-After, when the queue is full", async () => {
    limitDecodes({ atOnce: 1, waiting: 1 });
    const running = heldDecode();
    const waiting = heldDecode();
    await expect(withDecodeTurn(async () => "decoded")).rejects.toMatchObject({
      status: 503,
      message: decodeBusyMessage,
      headers: { "retry-after": "30" },
    });
    running.finish();
    waiting.finish();
    await Promise.all([running.done, waiting.done]);
    expect(decodeStats().started).toBe(2);
  });
});

describe("decode limit across uploads", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { DECODES_AT_ONCE: "2", DECODES_WAITING: "20" } });
  });
  afterAll(() => t.close());

  const upload = async (productId: number, fieldId: number, photo: Buffer, email: string) => {
    const { headers } = await signInAs(t.db, { email, firstName: "Asha" });
    const body = await multipartBody({ product_id: String(productId) }, [
      { name: `images_${fieldId}`, filename: "p.jpg", type: "image/jpeg", body: photo },
    ]);
    return t.app.inject({
      method: "POST",
      url: "/api/user/cart/add_customized/",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it("never decodes more than DECODES_AT_ONCE of many concurrent uploads at once", async () => {
    const { product, fields } = await makeProduct(t.db, { stock: 50 }, [
      { name: "Photo", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 1 },
    ]);
    const fieldId = fields[0]?.id ?? 0;
    const photo = await jpegPhoto({ width: 1600, height: 1200 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => upload(product.id, fieldId, photo, `limit${index}@example.in`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(decodeStats()).toMatchObject({ started: 6, running: 0 });
    expect(decodeStats().mostAtOnce).toBeLessThanOrEqual(2);
  });

  it("answers 503 with Retry-After when every turn is taken and the queue is full", async () => {
    const { product, fields } = await makeProduct(t.db, { stock: 5 }, [
      { name: "Photo", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 1 },
    ]);
    limitDecodes({ atOnce: 1, waiting: 0 });
    const busy = heldDecode();
    const res = await upload(product.id, fields[0]?.id ?? 0, await jpegPhoto(), "busy@example.in");
    busy.finish();
    await busy.done;
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.json().message).toBe(decodeBusyMessage);
  });
});
