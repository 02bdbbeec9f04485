import { reviewMessages } from "@contract/review-rules";
import { jpegPhoto } from "@server/testing/shop-fixtures";
import {
  mp4Lasting,
  mp4WithLargeSampleTable,
  recordedMp4,
  recordedWebm,
  webmLasting,
} from "@server/testing/video-samples";
import { describe, expect, it } from "vitest";
import { checkVideo, isVideo } from "./video-check";

const refusal = (bytes: Buffer) => {
  try {
    checkVideo(bytes, 60);
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
  return null;
};
const tooLong = { status: 400, message: reviewMessages.videoTooLong };
const unreadable = { status: 415, message: reviewMessages.videoUnreadable };
const tenMinutes = 600;

describe("videos checked by their bytes", () => {
  it("reads the length of MP4 and WebM files as browsers record them", () => {
    // MediaRecorder's MP4 is fragmented: its samples' durations are in the `trun` of each `moof`.
    const mp4 = checkVideo(recordedMp4(), 60);
    expect(mp4).toMatchObject({ extension: "mp4", contentType: "video/mp4" });
    expect(mp4.seconds).toBeCloseTo(2.19, 1);
    // MediaRecorder's WebM has no Duration and clusters of unknown size: the last block says it.
    const webm = checkVideo(recordedWebm(), 60);
    expect(webm).toMatchObject({ extension: "webm", contentType: "video/webm" });
    expect(webm.seconds).toBeCloseTo(2.15, 1);
  });

  it("passes an honest 10-second file of every kind, and refuses one over the limit", () => {
    expect(checkVideo(mp4Lasting(10), 60).seconds).toBeCloseTo(10, 3);
    expect(checkVideo(mp4Lasting(10, { fragmented: true }), 60).seconds).toBeCloseTo(10, 3);
    expect(checkVideo(webmLasting(10), 60).seconds).toBeCloseTo(10, 3);
    expect(checkVideo(webmLasting(59, { claims: null }), 60).seconds).toBeCloseTo(59, 3);
    expect(refusal(mp4Lasting(61))).toEqual(tooLong);
    expect(refusal(webmLasting(90))).toEqual(tooLong);
  });

  it("refuses a file whose header says 10 s but whose samples or clusters play 10 minutes", () => {
    expect(refusal(mp4Lasting(tenMinutes, { claims: 10 }))).toEqual(tooLong);
    expect(refusal(mp4Lasting(tenMinutes, { claims: 10, fragmented: true }))).toEqual(tooLong);
    expect(refusal(webmLasting(tenMinutes, { claims: 10 }))).toEqual(tooLong);
  });

  it("times samples past the end of the MP4 sample table, and a WebM's last frame by its BlockDuration", () => {
    // `stts` times 10 s, `stsz` counts 10 minutes of samples: players play them all at the last delta.
    expect(refusal(mp4Lasting(tenMinutes, { claims: 10, timed: 10 }))).toEqual(tooLong);
    // The last frame at 10 s, shown for nine minutes and fifty seconds.
    expect(refusal(webmLasting(10, { lastFrameLasts: tenMinutes - 10 }))).toEqual(tooLong);
    expect(checkVideo(webmLasting(10, { lastFrameLasts: 1 }), 60).seconds).toBeCloseTo(11, 3);
  });

  it("passes a file whose header says 10 minutes but whose samples play 10 s: what plays is the truth", () => {
    expect(checkVideo(mp4Lasting(10, { claims: tenMinutes }), 60).seconds).toBeCloseTo(10, 3);
    expect(checkVideo(mp4Lasting(10, { claims: tenMinutes, fragmented: true }), 60).seconds).toBeCloseTo(
      10,
      3,
    );
    expect(checkVideo(webmLasting(10, { claims: tenMinutes }), 60).seconds).toBeCloseTo(10, 3);
  });

  it("sums a sample table of a million runs within the test's time (one pass, no copies)", () => {
    // 8 MB of `stts`: 500 000 samples of 1 000 ticks and as many of 2 000, at 30 000 ticks a second.
    expect(checkVideo(mp4WithLargeSampleTable(1_000_000), 1e6).seconds).toBeCloseTo(50_000, 3);
  });

  it("takes neither pictures in an ISO box (HEIC, AVIF) nor QuickTime, HTML or a photo for a video", async () => {
    expect(isVideo(mp4Lasting(5, { brands: ["heic", "mif1", "heic"] }))).toBe(false);
    expect(isVideo(mp4Lasting(5, { brands: ["avif", "avif", "mif1", "miaf", "isom"] }))).toBe(false);
    expect(isVideo(mp4Lasting(5, { brands: ["qt  ", "qt  "] }))).toBe(false);
    expect(isVideo(mp4Lasting(5, { brands: ["mp42", "mp42", "isom"] }))).toBe(true);
    expect(isVideo(Buffer.from("<!doctype html><script>alert(1)</script>"))).toBe(false);
    expect(isVideo(await jpegPhoto())).toBe(false);
  });

  it("calls unreadable what has no timing to read: a header alone, no samples, cut-off files, not WebM", () => {
    expect(refusal(webmLasting(5, { frames: false }))).toEqual(unreadable);
    expect(refusal(mp4Lasting(0, { claims: 30 }))).toEqual(unreadable);
    expect(refusal(webmLasting(5, { docType: "matroska" }))).toEqual(unreadable);
    expect(refusal(recordedMp4().subarray(0, 40))).toEqual(unreadable);
    expect(refusal(recordedWebm().subarray(0, 60))).toEqual(unreadable);
    // A walk that stops short could miss the fragments or clusters after the break.
    const cut = recordedMp4();
    expect(refusal(cut.subarray(0, cut.length - 10))).toEqual(unreadable);
    const webm = recordedWebm();
    expect(refusal(webm.subarray(0, webm.length - 10))).toEqual(unreadable);
  });
});
