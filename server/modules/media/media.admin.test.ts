import { jpegPhoto, multipartBody } from "@server/testing/shop-fixtures";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = (await signInAsStaff(t.db)).headers;
});
afterAll(() => t.close());

const upload = async (files: { name: string; body: Buffer; type?: string }[]) => {
  const form = await multipartBody(
    {},
    files.map((file) => ({
      name: file.name,
      filename: "picture.jpg",
      type: file.type ?? "image/jpeg",
      body: file.body,
    })),
  );
  return t.app.inject({
    method: "POST",
    url: "/api/admin/media/",
    payload: form.payload,
    headers: { ...staff, ...form.headers },
  });
};

describe("POST /api/admin/media/", () => {
  it("stores a staff picture re-encoded without its metadata and serves it under /media", async () => {
    const res = await upload([{ name: "file", body: await jpegPhoto({ width: 60, height: 30, gps: true }) }]);
    expect(res.statusCode).toBe(201);
    const { key, url } = res.json();
    expect(key).toMatch(/^uploads\/[0-9a-f]{24}\.jpg$/);
    expect(url).toBe(`/media/${key}`);
    const stored = await t.deps.storage.get(key);
    expect(stored).not.toBeNull();
    expect((await sharp(stored as Buffer).metadata()).exif).toBeUndefined();
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
  });

  it("refuses what is not a picture, a missing file and a second file", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload([{ name: "file", body: svg, type: "image/svg+xml" }])).statusCode).toBe(415);
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ file: ["Please choose a picture to upload"] });
    const photo = await jpegPhoto({ width: 10, height: 10 });
    const two = await upload([
      { name: "file", body: photo },
      { name: "file", body: photo },
    ]);
    expect(two.statusCode).toBe(413);
  });
});
