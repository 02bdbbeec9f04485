/**
 * Reads an MP4 (ISO base media, ISO/IEC 14496-12) file's boxes, never its media data: whether it is a
 * video MP4 and how long it plays. No decoder runs, so a crafted file can at worst be called unreadable.
 */

/** Major or compatible brands of MP4 video; HEIF/AVIF pictures (`heic`, `mif1`, `avif`) and QuickTime (`qt  `) are not. */
const videoBrands = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "M4V ",
  "mmp4",
  "MSNV",
]);

/** Brands of still pictures in the same box format (HEIF, AVIF): never a video, whatever else they list. */
const pictureBrands = new Set(["mif1", "msf1", "heic", "heix", "heim", "heis", "avif", "avis"]);

type Box = { type: string; start: number; end: number };

/**
 * The boxes directly inside `bytes[from, to)`, or null when they do not fill it exactly: a box that
 * does not fit, or bytes left over, is a file a player would stop in, and a walk stopped early could
 * miss the fragments that say how long it plays.
 */
function boxesIn(bytes: Buffer, from: number, to: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = from;
  while (offset < to) {
    if (offset + 8 > to) return null;
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) return null;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(to - offset)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header || offset + size > to) return null;
    boxes.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

const child = (bytes: Buffer, parent: Box | undefined, type: string): Box | undefined =>
  parent ? boxesIn(bytes, parent.start, parent.end)?.find((box) => box.type === type) : undefined;

/** True when the bytes start with an `ftyp` box naming an MP4 video brand. */
export function isMp4Video(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString("latin1", 4, 8) !== "ftyp") return false;
  const end = bytes.readUInt32BE(0);
  if (end < 16 || end > bytes.length) return false;
  const brands = [bytes.toString("latin1", 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(bytes.toString("latin1", at, at + 4));
  return !brands.some((brand) => pictureBrands.has(brand)) && brands.some((brand) => videoBrands.has(brand));
}

/** One track's clock and the ticks its samples take, in `moov` and then in each fragment. */
type Track = { timescale: number; ticks: number; defaultDuration: number };

/** A full box's 24-bit flags. */
const flagsOf = (bytes: Buffer, box: Box) => bytes.readUInt32BE(box.start) & 0xffffff;

/**
 * Ticks the sample table gives (`stts`: runs of sample count × delta). Samples `stsz`/`stz2` count
 * beyond what `stts` covers play with its last delta, as players treat them; null for a table that
 * does not fit its box, or samples with no timing at all.
 */
function sampleTableTicks(bytes: Buffer, stbl: Box): number | null {
  const stts = child(bytes, stbl, "stts");
  if (!stts || stts.start + 8 > stts.end) return null;
  const entries = bytes.readUInt32BE(stts.start + 4);
  if (stts.start + 8 + entries * 8 > stts.end) return null;
  let ticks = 0;
  let timed = 0;
  let lastDelta: number | null = null;
  for (let at = stts.start + 8, index = 0; index < entries; index += 1, at += 8) {
    const count = bytes.readUInt32BE(at);
    lastDelta = bytes.readUInt32BE(at + 4);
    ticks += count * lastDelta;
    timed += count;
  }
  const sizes = child(bytes, stbl, "stsz") ?? child(bytes, stbl, "stz2");
  const sampleCount = sizes && sizes.start + 12 <= sizes.end ? bytes.readUInt32BE(sizes.start + 8) : 0;
  if (sampleCount > timed) {
    if (lastDelta === null) return null;
    ticks += (sampleCount - timed) * lastDelta;
  }
  return ticks;
}

/** Each track of `moov` by its id: `tkhd`'s id, `mdhd`'s timescale, `stts`'s ticks; null if one is unreadable. */
function tracksOf(bytes: Buffer, inMoov: Box[]): Map<number, Track> | null {
  const tracks = new Map<number, Track>();
  for (const trak of inMoov.filter((box) => box.type === "trak")) {
    const tkhd = child(bytes, trak, "tkhd");
    const mdia = child(bytes, trak, "mdia");
    const mdhd = child(bytes, mdia, "mdhd");
    const stbl = child(bytes, child(bytes, mdia, "minf"), "stbl");
    if (!tkhd || !mdhd || !stbl) return null;
    const wideTkhd = bytes[tkhd.start] === 1;
    const wideMdhd = bytes[mdhd.start] === 1;
    const idAt = tkhd.start + (wideTkhd ? 20 : 12);
    const scaleAt = mdhd.start + (wideMdhd ? 20 : 12);
    if (idAt + 4 > tkhd.end || scaleAt + 4 > mdhd.end) return null;
    const timescale = bytes.readUInt32BE(scaleAt);
    const ticks = sampleTableTicks(bytes, stbl);
    if (timescale === 0 || ticks === null) return null;
    tracks.set(bytes.readUInt32BE(idAt), { timescale, ticks, defaultDuration: 0 });
  }
  // trex: full box, track_ID, default_sample_description_index, default_sample_duration, …
  const mvex = inMoov.find((box) => box.type === "mvex");
  for (const trex of (mvex && boxesIn(bytes, mvex.start, mvex.end)) ?? []) {
    if (trex.type !== "trex" || trex.start + 16 > trex.end) continue;
    const track = tracks.get(bytes.readUInt32BE(trex.start + 4));
    if (track) track.defaultDuration = bytes.readUInt32BE(trex.start + 12);
  }
  return tracks;
}

/**
 * Adds one track fragment's sample durations to its track: each `trun` sample's own duration when the
 * run carries them, else `tfhd`'s default, else `trex`'s. False when the fragment is unreadable or
 * names a track the movie does not have.
 */
function addFragment(bytes: Buffer, traf: Box, tracks: Map<number, Track>): boolean {
  const children = boxesIn(bytes, traf.start, traf.end);
  const tfhd = children?.find((box) => box.type === "tfhd");
  if (!children || !tfhd || tfhd.start + 8 > tfhd.end) return false;
  const track = tracks.get(bytes.readUInt32BE(tfhd.start + 4));
  if (!track) return false;
  const tfhdFlags = flagsOf(bytes, tfhd);
  // Optional fields in order: base_data_offset (8), sample_description_index (4), default_sample_duration.
  const durationAt = tfhd.start + 8 + (tfhdFlags & 0x1 ? 8 : 0) + (tfhdFlags & 0x2 ? 4 : 0);
  let defaultDuration = track.defaultDuration;
  if (tfhdFlags & 0x8) {
    if (durationAt + 4 > tfhd.end) return false;
    defaultDuration = bytes.readUInt32BE(durationAt);
  }
  for (const trun of children.filter((box) => box.type === "trun")) {
    if (trun.start + 8 > trun.end) return false;
    const flags = flagsOf(bytes, trun);
    const count = bytes.readUInt32BE(trun.start + 4);
    const first = trun.start + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
    // Per sample, in order: duration (0x100), size (0x200), flags (0x400), composition offset (0x800).
    const perSample = [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length * 4;
    if (first + count * perSample > trun.end) return false;
    if (!(flags & 0x100)) {
      track.ticks += count * defaultDuration;
      continue;
    }
    for (let index = 0, at = first; index < count; index += 1, at += perSample) {
      track.ticks += bytes.readUInt32BE(at);
    }
  }
  return true;
}

/**
 * How long the movie plays, in seconds, from its samples' own timing: per track, the `stts` deltas
 * plus every fragment's (`moof`/`traf`/`trun`) sample durations, over the track's `mdhd` timescale;
 * the longest track wins. `mvhd`, `mdhd` and `mehd` durations are fields a sender writes at will and
 * are not read. Null when the file's boxes or timing cannot be read, or no sample has any length.
 * One pass over the boxes and the tables, linear in the file's size, on the caller's one buffer.
 */
export function mp4Seconds(bytes: Buffer): number | null {
  const top = boxesIn(bytes, 0, bytes.length);
  const moov = top?.find((box) => box.type === "moov");
  const inMoov = moov && boxesIn(bytes, moov.start, moov.end);
  if (!top || !moov || !inMoov) return null;
  const tracks = tracksOf(bytes, inMoov);
  if (!tracks) return null;
  for (const moof of top.filter((box) => box.type === "moof")) {
    const inMoof = boxesIn(bytes, moof.start, moof.end);
    if (!inMoof) return null;
    for (const traf of inMoof.filter((box) => box.type === "traf")) {
      if (!addFragment(bytes, traf, tracks)) return null;
    }
  }
  let seconds = 0;
  for (const track of tracks.values()) seconds = Math.max(seconds, track.ticks / track.timescale);
  return seconds > 0 ? seconds : null;
}
