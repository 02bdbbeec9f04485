import { readFileSync } from "node:fs";
import { join } from "node:path";

const fixtures = join(import.meta.dirname, "fixtures");

/** Two-second clips recorded by Chromium's MediaRecorder (64×48): real files as browsers make them. */
export const recordedMp4 = () => readFileSync(join(fixtures, "clip.mp4"));
export const recordedWebm = () => readFileSync(join(fixtures, "clip.webm"));

const uint32 = (...values: number[]) => {
  const bytes = Buffer.alloc(values.length * 4);
  for (const [index, value] of values.entries()) bytes.writeUInt32BE(value, index * 4);
  return bytes;
};

const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};

/** A full box: version 0 and the given 24-bit flags before the payload. */
const fullBox = (type: string, flags: number, ...payload: Buffer[]) => box(type, uint32(flags), ...payload);

const frameRate = 30;
/** The track's clock: 30 000 ticks a second, 1 000 a frame, as cameras write 30 fps. */
const trackTimescale = 30_000;
const frameTicks = trackTimescale / frameRate;

export type Mp4Options = {
  /** What `mvhd`, `tkhd`, `mdhd` (and `mehd` when fragmented) say, in seconds; by default the truth. */
  claims?: number;
  brands?: string[];
  /** Samples in `moof` fragments of one second each (as MediaRecorder writes) instead of `stts`. */
  fragmented?: boolean;
  /** Seconds `stts` times; `stsz` counts every sample, and players time the rest with its last delta. */
  timed?: number;
};

/**
 * An MP4 whose one video track holds `seconds` of 30 fps samples (sample tables or fragments say so;
 * the media data is filler, since only boxes are read), while its headers say `claims`.
 */
export function mp4Lasting(seconds: number, options: Mp4Options = {}): Buffer {
  const {
    claims = seconds,
    brands = ["isom", "isom", "mp41"],
    fragmented = false,
    timed = seconds,
  } = options;
  const frames = Math.round(seconds * frameRate);
  const timedFrames = Math.round(timed * frameRate);
  const claimedTicks = Math.round(claims * trackTimescale);
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(Math.round(claims * 1000), 16);
  const tkhd = Buffer.alloc(80);
  tkhd.writeUInt32BE(1, 8);
  tkhd.writeUInt32BE(Math.round(claims * 1000), 16);
  const mdhd = uint32(0, 0, trackTimescale, claimedTicks, 0x55c40000);
  const stbl = fragmented
    ? box("stbl", fullBox("stts", 0, uint32(0)), fullBox("stsz", 0, uint32(0, 0)))
    : box(
        "stbl",
        fullBox("stts", 0, uint32(1, timedFrames, frameTicks)),
        fullBox("stsz", 0, uint32(100, frames)),
      );
  const trak = box(
    "trak",
    fullBox("tkhd", 3, tkhd),
    box(
      "mdia",
      fullBox("mdhd", 0, mdhd),
      fullBox("hdlr", 0, uint32(0), Buffer.from("vide", "latin1"), Buffer.alloc(13)),
      box("minf", stbl),
    ),
  );
  const mvex = box(
    "mvex",
    fullBox("mehd", 0, uint32(claimedTicks)),
    fullBox("trex", 0, uint32(1, 1, 0, 0, 0)),
  );
  const moofs: Buffer[] = [];
  for (let first = 0; fragmented && first < frames; first += frameRate) {
    const count = Math.min(frameRate, frames - first);
    const durations = uint32(...Array.from({ length: count }, () => frameTicks));
    const traf = box(
      "traf",
      fullBox("tfhd", 0x020000, uint32(1)),
      fullBox("trun", 0x100, uint32(count), durations),
    );
    moofs.push(
      box("moof", fullBox("mfhd", 0, uint32(first / frameRate + 1)), traf),
      box("mdat", Buffer.alloc(16, 7)),
    );
  }
  return Buffer.concat([
    box("ftyp", Buffer.from(`${brands[0]}\0\0\0\0${brands.slice(1).join("")}`, "latin1")),
    box("moov", box("mvhd", mvhd), trak, ...(fragmented ? [mvex] : [])),
    ...(fragmented ? moofs : [box("mdat", Buffer.alloc(256, 7))]),
  ]);
}

/** An MP4 whose sample table lists `entries` runs of one sample each, alternating 1 000 and 2 000 ticks. */
export function mp4WithLargeSampleTable(entries: number): Buffer {
  const table = Buffer.alloc(4 + entries * 8);
  table.writeUInt32BE(entries);
  for (let index = 0; index < entries; index += 1) {
    table.writeUInt32BE(1, 4 + index * 8);
    table.writeUInt32BE(index % 2 === 0 ? 1000 : 2000, 8 + index * 8);
  }
  const mdhd = uint32(0, 0, trackTimescale, 0, 0x55c40000);
  const tkhd = Buffer.alloc(80);
  tkhd.writeUInt32BE(1, 8);
  const stbl = box("stbl", fullBox("stts", 0, table), fullBox("stsz", 0, uint32(100, entries)));
  const trak = box(
    "trak",
    fullBox("tkhd", 3, tkhd),
    box("mdia", fullBox("mdhd", 0, mdhd), box("minf", stbl)),
  );
  const mvhd = Buffer.alloc(96);
  mvhd.writeUInt32BE(1000, 8);
  return Buffer.concat([
    box("ftyp", Buffer.from("isom\0\0\0\0isommp41", "latin1")),
    box("moov", fullBox("mvhd", 0, mvhd), trak),
  ]);
}

/** An EBML element with its size written in eight bytes, whatever it is. */
const element = (id: number[], ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(id), size, body]);
};

const unsigned = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A one-byte frame of track 1 at `relative` ms from its cluster: a keyframe SimpleBlock, or a Block. */
const frame = (relative: number, kind: "simple" | "block" = "simple") => {
  const header = Buffer.alloc(4);
  header[0] = 0x81;
  header.writeInt16BE(relative, 1);
  header[3] = kind === "simple" ? 0x80 : 0;
  return element([kind === "simple" ? 0xa3 : 0xa1], header, Buffer.from([0]));
};

/** The last frame: a SimpleBlock, or a BlockGroup whose BlockDuration says how long it shows. */
const lastFrame = (relative: number, lasts: number | undefined) =>
  lasts === undefined
    ? frame(relative)
    : element([0xa0], frame(relative, "block"), element([0x9b], unsigned(Math.round(lasts * 1000))));

export type WebmOptions = {
  /** What Info/Duration says, in seconds (default the truth); null leaves it out, as MediaRecorder does. */
  claims?: number | null;
  docType?: string;
  /** Clusters with frames; false writes the header alone. */
  frames?: boolean;
  /** The last frame in a BlockGroup whose BlockDuration shows it this many seconds. */
  lastFrameLasts?: number;
};

/**
 * A WebM whose clusters hold a frame every 10 s and one at `seconds` (in the default 1 ms ticks), a
 * cluster every 30 s since block times are 16-bit offsets from it, while Info/Duration says `claims`.
 */
export function webmLasting(seconds: number, options: WebmOptions = {}): Buffer {
  const { claims = seconds, docType = "webm", frames = true, lastFrameLasts } = options;
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from(docType, "latin1")));
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE((claims ?? 0) * 1000);
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    element([0x2a, 0xd7, 0xb1], unsigned(1_000_000)),
    ...(claims === null ? [] : [element([0x44, 0x89], duration)]),
  );
  const end = Math.round(seconds * 1000);
  const clusters: Buffer[] = [];
  for (let start = 0; frames && start <= end; start += 30_000) {
    const blocks = [0, 10_000, 20_000]
      .filter((relative) => start + relative < end)
      .map((relative) => frame(relative));
    if (end - start < 30_000) blocks.push(lastFrame(end - start, lastFrameLasts));
    clusters.push(element([0x1f, 0x43, 0xb6, 0x75], element([0xe7], unsigned(start)), ...blocks));
  }
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], info, ...clusters)]);
}
