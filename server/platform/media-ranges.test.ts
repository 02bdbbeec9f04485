import { randomBytes } from "node:crypto";
import { get } from "node:http";
import { startLoopbackS3 } from "@server/testing/loopback-s3";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { recordedMp4 } from "@server/testing/video-samples";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage } from "./storage-s3";

const video = recordedMp4();
const key = "reviews/0123456789abcdef01234567.mp4";

let s3: Awaited<ReturnType<typeof startLoopbackS3>>;
beforeAll(async () => {
  s3 = await startLoopbackS3();
});
afterAll(() => s3.close());

/** Media on local disk (served by @fastify/static), read through the storage from disk, and on S3. */
const setups: [string, () => Promise<TestApp>][] = [
  ["on local disk", () => createTestApp({ seed: false })],
  ["read through the storage from disk", () => createTestApp({ seed: false, storage: (local) => local })],
  ["read from a bucket", () => createTestApp({ seed: false, storage: () => s3Storage(s3.config) })],
];

describe.each(setups)("videos under /media %s", (_name, make) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await make();
    await t.storage.put(key, video, "video/mp4");
  });
  afterAll(() => t.close());

  it("answers a Range request with 206 and just those bytes, so a video streams and seeks", async () => {
    const res = await t.app.inject({ url: `/media/${key}`, headers: { range: "bytes=100-199" } });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 100-199/${video.length}`);
    expect(res.headers["content-length"]).toBe("100");
    expect(res.headers["content-type"]).toBe("video/mp4");
    expect(res.rawPayload.equals(video.subarray(100, 200))).toBe(true);
  });

  it("answers open-ended and suffix ranges, the whole file without one, and 416 past the end", async () => {
    const open = await t.app.inject({ url: `/media/${key}`, headers: { range: "bytes=2000-" } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(video.subarray(2000))).toBe(true);
    const suffix = await t.app.inject({ url: `/media/${key}`, headers: { range: "bytes=-10" } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers["content-range"]).toBe(
      `bytes ${video.length - 10}-${video.length - 1}/${video.length}`,
    );
    expect(suffix.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    const whole = await t.app.inject({ url: `/media/${key}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["cache-control"]).toContain("immutable");
    expect(whole.rawPayload.equals(video)).toBe(true);
    const past = await t.app.inject({ url: `/media/${key}`, headers: { range: `bytes=${video.length}-` } });
    expect(past.statusCode).toBe(416);
    expect((await t.app.inject({ url: "/media/reviews/missing.mp4" })).statusCode).toBe(404);
  });

  it("answers HEAD with the length and no body, and a matching If-None-Match with 304", async () => {
    const head = await t.app.inject({ method: "HEAD", url: `/media/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(video.length));
    expect(head.rawPayload.length).toBe(0);
    const headRange = await t.app.inject({
      method: "HEAD",
      url: `/media/${key}`,
      headers: { range: "bytes=0-9" },
    });
    expect(headRange.statusCode).toBe(206);
    expect(headRange.headers["content-length"]).toBe("10");
    const etag = String(head.headers.etag);
    expect(etag).not.toBe("undefined");
    expect(head.headers["last-modified"]).toBeDefined();
    const again = await t.app.inject({ url: `/media/${key}`, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe("a video in the bucket", () => {
  let t: TestApp;
  const big = randomBytes(24 * 1024 * 1024);
  const bigKey = "reviews/fedcba9876543210fedcba98.mp4";
  beforeAll(async () => {
    t = await createTestApp({ seed: false, storage: () => s3Storage(s3.config) });
    await t.storage.put(bigKey, big, "video/mp4");
  });
  afterAll(() => t.close());

  it("has the bucket send only the range asked, not the whole object", async () => {
    const before = s3.bytesSent();
    const res = await t.app.inject({ url: `/media/${bigKey}`, headers: { range: "bytes=1000000-1000099" } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(big.subarray(1_000_000, 1_000_100))).toBe(true);
    // 100 bytes of body and the bucket's headers; the whole object would be 24 MB.
    expect(s3.bytesSent() - before).toBeLessThan(4096);
    const past = await t.app.inject({ url: `/media/${bigKey}`, headers: { range: `bytes=${big.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${big.length}`);
  });

  it("cuts one answer short when the bucket drops mid-body, and the next request is served", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const cut = await new Promise<{ received: number; complete: boolean }>((resolve, reject) => {
      get(`${address}/media/${bigKey}`, (res) => {
        let received = 0;
        res.once("data", (chunk: Buffer) => {
          received += chunk.length;
          // Stop reading so the bucket is still sending when its connection drops.
          res.pause();
          s3.dropConnections();
          res.on("data", (more: Buffer) => (received += more.length)).resume();
        });
        res.once("close", () => resolve({ received, complete: res.complete }));
      }).once("error", reject);
    });
    expect(cut.complete).toBe(false);
    expect(cut.received).toBeLessThan(big.length);
    const next = await fetch(`${address}/media/${bigKey}`, { headers: { range: "bytes=0-99" } });
    expect(next.status).toBe(206);
    expect(Buffer.from(await next.arrayBuffer()).equals(big.subarray(0, 100))).toBe(true);
  });
});
