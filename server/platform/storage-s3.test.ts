import { cartChange, savedCustomization } from "@contract/cart";
import { loadConfig } from "@server/config";
import { startLoopbackS3 } from "@server/testing/loopback-s3";
import { jpegPhoto, makeProduct, multipartBody } from "@server/testing/shop-fixtures";
import { signInAs } from "@server/testing/sign-in";
import { startTcpProxy } from "@server/testing/tcp-proxy";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "./storage";
import { s3Storage } from "./storage-s3";
import { isServiceUnavailable } from "./unavailable-services";

let s3: Awaited<ReturnType<typeof startLoopbackS3>>;
let storage: ReturnType<typeof s3Storage>;
beforeAll(async () => {
  s3 = await startLoopbackS3();
  storage = s3Storage(s3.config);
});
afterAll(() => s3.close());

async function listAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe("S3 storage", () => {
  it("is chosen by S3_BUCKET, with the other S3_* variables", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: "shop-media",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toEqual({
      bucket: "shop-media",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
      timeoutMs: 5_000,
    });
    expect(() => loadConfig({ S3_BUCKET: "shop-media", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /set both or neither/,
    );
  });

  it("gives up on a bucket that stops answering within its bound, as unavailable, and recovers", async () => {
    const key = "products/stalled.jpg";
    await storage.put(key, await jpegPhoto(), "image/jpeg");
    const endpoint = new URL(s3.config.endpoint ?? "");
    const proxy = await startTcpProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
    try {
      const timeoutMs = 300;
      const stalling = s3Storage({ ...s3.config, endpoint: proxy.through(endpoint.href), timeoutMs });
      expect(await stalling.stat(key)).not.toBeNull();
      proxy.stall();
      const started = Date.now();
      const error = await stalling.stat(key).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isServiceUnavailable(error)).toBe(true);
      // Two tries of 300 ms and the SDK's pause between them; without the bound it would wait for ever.
      expect(Date.now() - started).toBeLessThan(10_000);
      proxy.heal();
      expect(await stalling.stat(key)).not.toBeNull();
    } finally {
      await proxy.close();
    }
  });

  it("round-trips a file through a real S3 server: put, exists, get, delete", async () => {
    const key = "products/round-trip.jpg";
    const body = await jpegPhoto();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, body, "image/jpeg");
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.equals(body)).toBe(true);
    expect(storage.url(key)).toBe("/media/products/round-trip.jpg");
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.put("../escape.jpg", body, "image/jpeg")).rejects.toThrow(/Invalid storage key/);
  });

  it("lists the keys under a folder with the bucket's LastModified", async () => {
    const before = Date.now() - 2000;
    for (const key of ["listed/a.jpg", "listed/deep/b.jpg", "listedx/c.jpg"]) {
      await storage.put(key, Buffer.from("x"), "image/jpeg");
    }
    const listed = await listAll(storage.list("listed/"));
    expect(listed.map((entry) => entry.key).sort()).toEqual(["listed/a.jpg", "listed/deep/b.jpg"]);
    for (const entry of listed) {
      expect(entry.lastModified.getTime()).toBeGreaterThan(before);
      expect(entry.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(await listAll(storage.list("nothing-here/"))).toEqual([]);
    await expect(listAll(storage.list("../"))).rejects.toThrow(/Invalid storage folder/);
  });
});

describe("the store on S3", () => {
  let t: TestApp;
  let failPutNumber = 0;
  beforeAll(async () => {
    let puts = 0;
    // S3 underneath; a put can be made to fail on purpose, as a storage outage half-way would.
    const failing = (inner: Storage): Storage => ({
      ...inner,
      async put(key, body, type) {
        puts += 1;
        if (failPutNumber > 0 && puts === failPutNumber) throw new Error("injected storage failure");
        return inner.put(key, body, type);
      },
    });
    t = await createTestApp({ seed: false, storage: () => failing(storage) });
  });
  afterAll(() => t.close());

  it("serves product pictures and their variants from the bucket under /media", async () => {
    const key = "products/s3-box.jpg";
    await storage.put(key, await jpegPhoto({ width: 800, height: 600 }), "image/jpeg");
    const original = await t.app.inject({ url: `/media/${key}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.headers["cache-control"]).toContain("immutable");
    const variant = await t.app.inject({ url: `/media/w320/${key}` });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);
    expect(await s3.keys(storage.client, "variants/")).toContain(`variants/w320/${key}.webp`);
    expect((await t.app.inject({ url: "/media/products/missing.jpg" })).statusCode).toBe(404);
  });

  it("keeps customers' photos in the bucket but never under /media, and cleans up a failed save", async () => {
    const { headers, user } = await signInAs(t.db, { email: "s3-photo@example.in" });
    const { product, fields } = await makeProduct(t.db, { stock: 3 }, [
      { name: "Photos", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 3 },
    ]);
    const fieldId = fields[0]?.id ?? 0;
    const send = async (count: number) => {
      const photo = await jpegPhoto();
      const files = Array.from({ length: count }, () => ({
        name: `images_${fieldId}`,
        filename: "a.jpg",
        type: "image/jpeg",
        body: photo,
      }));
      const body = await multipartBody({ product_id: String(product.id) }, files);
      return t.app.inject({
        method: "POST",
        url: "/api/user/cart/add_customized/",
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const prefix = `private/customers/${user.id}/`;

    failPutNumber = 3;
    const failed = await send(3);
    expect(failed.statusCode).toBe(500);
    expect(await s3.keys(storage.client, prefix)).toEqual([]);
    failPutNumber = 0;

    const saved = await send(1);
    expect(cartChange.parse(saved.json()).cart.items[0]?.is_customized).toBe(true);
    const [key] = await s3.keys(storage.client, prefix);
    if (!key) throw new Error("photo not in the bucket");
    expect((await t.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/user/uploads/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/user/uploads/${key}`, headers })).statusCode).toBe(200);
    const answers = await t.app.inject({ url: `/api/user/cart/customization/${product.id}/`, headers });
    const url = savedCustomization.parse(answers.json()).answers[0]?.images[0]?.url ?? "";
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });
});
