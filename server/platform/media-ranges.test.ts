import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { recordedMp4 } from "../testing/video-samples";

const video = recordedMp4();
const key = "reviews/0123456789abcdef01234567.mp4";

/** Media on local disk (served by @fastify/static) and read from the storage (as with S3). */
const setups: [string, () => Promise<TestApp>][] = [
  ["on local disk", () => createTestApp({ seed: false })],
  ["read from the storage, as on S3", () => createTestApp({ seed: false, storage: (local) => local })],
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
    expect(res.headers["content-type"]).toBe("video/mp4");
    expect(res.rawPayload.equals(video.subarray(100, 200))).toBe(true);
  });

  it("answers open-ended and suffix ranges, the whole file without one, and 416 past the end", async () => {
    const open = await t.app.inject({ url: `/media/${key}`, headers: { range: "bytes=2000-" } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(video.subarray(2000))).toBe(true);
    const suffix = await t.app.inject({ url: `/media/${key}`, headers: { range: "bytes=-10" } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    const whole = await t.app.inject({ url: `/media/${key}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(video)).toBe(true);
    const past = await t.app.inject({ url: `/media/${key}`, headers: { range: `bytes=${video.length}-` } });
    expect(past.statusCode).toBe(416);
  });
});
