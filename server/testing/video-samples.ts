import { readFileSync } from "node:fs";
import { join } from "node:path";

const fixtures = join(import.meta.dirname, "fixtures");

/** Two-second clips recorded by Chromium's MediaRecorder (64×48): real files as browsers make them. */
export const recordedMp4 = () => readFileSync(join(fixtures, "clip.mp4"));
export const recordedWebm = () => readFileSync(join(fixtures, "clip.webm"));

const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};

/** An MP4 that says it plays `seconds` (its media data is filler: only headers are read). */
export function mp4Lasting(seconds: number, brands = ["isom", "isom", "mp41"]): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16);
  return Buffer.concat([
    box("ftyp", Buffer.from(`${brands[0]}\0\0\0\0${brands.slice(1).join("")}`, "latin1")),
    box("moov", box("mvhd", mvhd)),
    box("mdat", Buffer.alloc(256, 7)),
  ]);
}

const element = (id: number[], payload: Buffer) =>
  Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);

/** A WebM header with Info/Duration (in the default 1 ms ticks) and no frames. */
export function webmLasting(seconds: number, docType = "webm"): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from(docType, "latin1")));
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x44, 0x89], duration));
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], info)]);
}
