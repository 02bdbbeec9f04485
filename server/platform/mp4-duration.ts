/**
 * Reads an MP4 (ISO base media) file's box headers, never its media data: whether it is a video MP4
 * and how long it plays. No decoder runs, so a crafted file can at worst be called unreadable.
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

/** The boxes directly inside `bytes[from, to)`; stops at the first header that does not fit. */
function boxesIn(bytes: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let offset = from;
  while (offset + 8 <= to) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) break;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(to - offset)) break;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header || offset + size > to) break;
    boxes.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** True when the bytes start with an `ftyp` box naming an MP4 video brand. */
export function isMp4Video(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString("latin1", 4, 8) !== "ftyp") return false;
  const ftyp = boxesIn(bytes, 0, bytes.length)[0];
  if (ftyp?.type !== "ftyp") return false;
  const brands = [bytes.toString("latin1", ftyp.start, ftyp.start + 4)];
  for (let at = ftyp.start + 8; at + 4 <= ftyp.end; at += 4)
    brands.push(bytes.toString("latin1", at, at + 4));
  return !brands.some((brand) => pictureBrands.has(brand)) && brands.some((brand) => videoBrands.has(brand));
}

/** Seconds from an `mvhd` (movie header) or `mehd` (fragmented movie's length) box. */
function headerSeconds(bytes: Buffer, box: Box, timescale: number | null): number | null {
  const version = bytes[box.start];
  if (box.type === "mvhd") {
    const wide = version === 1;
    const scaleAt = box.start + 4 + (wide ? 16 : 8);
    if (scaleAt + (wide ? 12 : 8) > box.end) return null;
    const scale = bytes.readUInt32BE(scaleAt);
    const duration = wide ? Number(bytes.readBigUInt64BE(scaleAt + 4)) : bytes.readUInt32BE(scaleAt + 4);
    return scale > 0 && duration > 0 && duration !== 0xffffffff ? duration / scale : null;
  }
  const wide = version === 1;
  if (!timescale || box.start + 4 + (wide ? 8 : 4) > box.end) return null;
  const duration = wide ? Number(bytes.readBigUInt64BE(box.start + 4)) : bytes.readUInt32BE(box.start + 4);
  return duration > 0 ? duration / timescale : null;
}

/**
 * How long the movie plays, in seconds, from `moov/mvhd` (or, for a fragmented MP4 whose header says
 * 0, `moov/mvex/mehd`); null when the file does not say.
 */
export function mp4Seconds(bytes: Buffer): number | null {
  const moov = boxesIn(bytes, 0, bytes.length).find((box) => box.type === "moov");
  if (!moov) return null;
  const inMoov = boxesIn(bytes, moov.start, moov.end);
  const mvhd = inMoov.find((box) => box.type === "mvhd");
  if (!mvhd) return null;
  const seconds = headerSeconds(bytes, mvhd, null);
  if (seconds !== null) return seconds;
  const mvex = inMoov.find((box) => box.type === "mvex");
  const mehd = mvex ? boxesIn(bytes, mvex.start, mvex.end).find((box) => box.type === "mehd") : undefined;
  const wide = bytes[mvhd.start] === 1;
  const scaleAt = mvhd.start + 4 + (wide ? 16 : 8);
  const timescale = scaleAt + 4 <= mvhd.end ? bytes.readUInt32BE(scaleAt) : 0;
  return mehd ? headerSeconds(bytes, mehd, timescale) : null;
}
