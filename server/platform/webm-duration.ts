/**
 * Reads a WebM (Matroska/EBML) file's element headers, never its frames: whether it is WebM and how
 * long it plays. No decoder runs, so a crafted file can at worst be called unreadable.
 */

const ids = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
  simpleBlock: 0xa3,
};
/** Elements walked into rather than over; browsers record Segment and Cluster with an unknown size. */
const containers = new Set([ids.ebml, ids.segment, ids.info, ids.cluster, ids.blockGroup]);

type Vint = { value: number; length: number; unknown: boolean };

/** An EBML variable-length integer; `keepMarker` for element ids, which keep their length bit. */
function readVint(bytes: Buffer, offset: number, keepMarker: boolean): Vint | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Buffer, start: number, end: number): number {
  let value = 0;
  for (let at = start; at < end; at += 1) value = value * 256 + (bytes[at] ?? 0);
  return value;
}

/** True when the bytes start with an EBML header; `webmSeconds` then checks the DocType is webm. */
export function looksLikeEbml(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32BE(0) === ids.ebml;
}

/**
 * How long a WebM plays, in seconds, from its clusters' own timing: the latest block's time (its
 * cluster's Timecode plus the block's relative timecode) plus that block's BlockDuration when it has
 * one, in TimecodeScale ticks. Info/Duration is a field a sender writes at will and is not read.
 * Null when the DocType is not webm, the elements cannot be walked to the end of the file (a walk
 * stopped early could miss the clusters that say how long it plays), or no block says a time.
 * One pass over the element headers, linear in the file's size, on the caller's one buffer.
 */
export function webmSeconds(bytes: Buffer): number | null {
  if (!looksLikeEbml(bytes)) return null;
  let docType = "";
  let tickNanos = 1_000_000;
  let clusterTicks = 0;
  let blockTicks: number | null = null;
  let lastTicks: number | null = null;
  let offset = 0;
  while (offset < bytes.length) {
    const id = readVint(bytes, offset, true);
    const size = id && readVint(bytes, offset + id.length, false);
    if (!id || !size) return null;
    const start = offset + id.length + size.length;
    if (containers.has(id.value)) {
      if (id.value === ids.blockGroup) blockTicks = null;
      offset = start;
      continue;
    }
    const end = start + size.value;
    if (size.unknown || end > bytes.length) return null;
    if (id.value === ids.docType) docType = bytes.toString("latin1", start, end).replace(/\0+$/, "");
    else if (id.value === ids.timecodeScale) tickNanos = readUint(bytes, start, end);
    else if (id.value === ids.clusterTimecode) clusterTicks = readUint(bytes, start, end);
    else if (id.value === ids.block || id.value === ids.simpleBlock) {
      const track = readVint(bytes, start, false);
      if (!track || start + track.length + 2 > end) return null;
      blockTicks = clusterTicks + bytes.readInt16BE(start + track.length);
      lastTicks = Math.max(lastTicks ?? blockTicks, blockTicks);
    } else if (id.value === ids.blockDuration && blockTicks !== null) {
      lastTicks = Math.max(lastTicks ?? 0, blockTicks + readUint(bytes, start, end));
    }
    offset = end;
  }
  if (docType !== "webm" || tickNanos <= 0 || lastTicks === null || lastTicks <= 0) return null;
  return (lastTicks * tickNanos) / 1e9;
}
