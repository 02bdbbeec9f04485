import { describe, expect, it } from "vitest";
import { reviewMessages } from "../../contract/review-rules";
import { jpegPhoto } from "../testing/shop-fixtures";
import { mp4Lasting, recordedMp4, recordedWebm, webmLasting } from "../testing/video-samples";
import { checkVideo, isVideo } from "./video-check";

const refusal = (bytes: Buffer) => {
  try {
    checkVideo(bytes, 60);
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
  return null;
};

describe("videos checked by their bytes", () => {
  it("reads the length of MP4 and WebM files as browsers record them", () => {
    const mp4 = checkVideo(recordedMp4(), 60);
    expect(mp4).toMatchObject({ extension: "mp4", contentType: "video/mp4" });
    expect(mp4.seconds).toBeCloseTo(2.19, 1);
    // MediaRecorder's WebM has no Duration and clusters of unknown size: the last block says it.
    const webm = checkVideo(recordedWebm(), 60);
    expect(webm).toMatchObject({ extension: "webm", contentType: "video/webm" });
    expect(webm.seconds).toBeCloseTo(2.15, 1);
  });

  it("reads a WebM's declared Duration", () => {
    expect(checkVideo(webmLasting(12.5), 60).seconds).toBeCloseTo(12.5, 3);
  });

  it("refuses videos longer than the limit", () => {
    expect(refusal(mp4Lasting(61))).toEqual({ status: 400, message: reviewMessages.videoTooLong });
    expect(refusal(webmLasting(90))).toEqual({ status: 400, message: reviewMessages.videoTooLong });
    expect(checkVideo(mp4Lasting(59), 60).seconds).toBe(59);
  });

  it("takes neither pictures in an ISO box (HEIC, AVIF) nor QuickTime, HTML or a photo for a video", async () => {
    expect(isVideo(mp4Lasting(5, ["heic", "mif1", "heic"]))).toBe(false);
    expect(isVideo(mp4Lasting(5, ["avif", "avif", "mif1", "miaf", "isom"]))).toBe(false);
    expect(isVideo(mp4Lasting(5, ["qt  ", "qt  "]))).toBe(false);
    expect(isVideo(mp4Lasting(5, ["mp42", "mp42", "isom"]))).toBe(true);
    expect(isVideo(Buffer.from("<!doctype html><script>alert(1)</script>"))).toBe(false);
    expect(isVideo(await jpegPhoto())).toBe(false);
  });

  it("calls unreadable what says no length: Matroska that is not WebM, cut-off or emptied headers", () => {
    expect(refusal(webmLasting(5, "matroska"))).toEqual({
      status: 415,
      message: reviewMessages.videoUnreadable,
    });
    expect(refusal(recordedMp4().subarray(0, 40))).toEqual({
      status: 415,
      message: reviewMessages.videoUnreadable,
    });
    expect(refusal(mp4Lasting(0))).toEqual({ status: 415, message: reviewMessages.videoUnreadable });
    expect(refusal(recordedWebm().subarray(0, 60))).toEqual({
      status: 415,
      message: reviewMessages.videoUnreadable,
    });
  });
});
