import type { BannerArtSpec } from "./art-spec";
import { contrast, darken, emWidth, escapeXml, fitText, inkOn, n, normalise, SANS, SERIF } from "./svg-kit";

type Box = { x: number; y: number; w: number; h: number };

/** Greedy word wrap; null when a word alone is wider than the line or the text needs too many lines. */
function wrap(text: string, width: number, size: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (emWidth(candidate) * size <= width) line = candidate;
    else {
      if (!line || emWidth(word) * size > width) return null;
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** Wraps into as few lines as greedy wrapping needs, but with those lines as even as possible. */
function balance(text: string, width: number, size: number, maxLines: number): string[] | null {
  const greedy = wrap(text, width, size, maxLines);
  if (!greedy || greedy.length < 2) return greedy;
  let [lo, hi] = [width / greedy.length, width];
  while (hi - lo > 4) {
    const mid = (lo + hi) / 2;
    if ((wrap(text, mid, size, greedy.length)?.length ?? Infinity) <= greedy.length) hi = mid;
    else lo = mid;
  }
  return wrap(text, hi, size, greedy.length) ?? greedy;
}

const HEAD_LEAD = 1.14;
const SUB_LEAD = 1.4;
const SUB_RATIO = 0.42;
const GAP = 0.55;

/**
 * The largest headline size at which headline (≤ 3 lines) and subline (2, at worst 3, in proportion)
 * both fit the box.
 */
function layout(spec: BannerArtSpec, box: Box) {
  const floor = 20;
  for (let size = Math.min(box.h * 0.3, box.w * 0.12); size > floor; size -= 2) {
    const head = balance(spec.headline, box.w, size, 3);
    const subSize = Math.min(34, Math.max(15, box.w * 0.032, size * SUB_RATIO));
    const sub = balance(spec.subline, box.w, subSize, 2) ?? balance(spec.subline, box.w, subSize, 3);
    if (!head || !sub) continue;
    const height = head.length * size * HEAD_LEAD + size * GAP * 2 + sub.length * subSize * SUB_LEAD;
    if (height <= box.h) return { head, size, sub, subSize };
  }
  // Nothing wraps (say, one enormous word): fall back to single lines shrunk or truncated to fit.
  const headFit = fitText(spec.headline, box.w, floor, 12);
  const subFit = fitText(spec.subline, box.w, 15, 11);
  return { head: [headFit.text], size: headFit.size, sub: [subFit.text], subSize: subFit.size };
}

/**
 * Headline (serif) over a short accent rule and the subline (sans), centred vertically in `box`.
 * The ink is the deepest palette colour that passes WCAG AA on `surface`, else plain ink.
 */
export function bannerText(spec: BannerArtSpec, box: Box, anchor: "start" | "middle", surface: string) {
  const [main, accent] = [normalise(spec.art.palette[0]), normalise(spec.art.palette[1])];
  const candidates = [darken(main, 0.35), accent, darken(accent, 0.3), darken(main, 0.6)];
  const ink = candidates.find((c) => contrast(c, surface) >= 4.5) ?? inkOn(surface);
  const { head, size, sub, subSize } = layout(spec, box);
  const total = head.length * size * HEAD_LEAD + size * GAP * 2 + sub.length * subSize * SUB_LEAD;
  let y = box.y + Math.max(0, (box.h - total) / 2);
  const x = anchor === "start" ? box.x : box.x + box.w / 2;
  const tspans = (lines: string[], lead: number) =>
    lines
      .map((line, i) => `<tspan x="${n(x)}" y="${n(y + lead * (i + 0.8))}">${escapeXml(line)}</tspan>`)
      .join("");
  const headline = `<text font-family="${SERIF}" font-weight="bold" font-size="${n(size)}" fill="${ink}" text-anchor="${anchor}">${tspans(head, size * HEAD_LEAD)}</text>`;
  y += head.length * size * HEAD_LEAD + size * GAP * 0.7;
  const ruleWidth = size * 1.8;
  const rule = `<rect x="${n(anchor === "start" ? x : x - ruleWidth / 2)}" y="${n(y)}" width="${n(ruleWidth)}" height="${n(Math.max(3, size * 0.06))}" rx="2" fill="${contrast(accent, surface) >= 1.6 ? accent : ink}"/>`;
  y += size * GAP * 1.3;
  const subline = `<text font-family="${SANS}" font-size="${n(subSize)}" fill="${ink}" text-anchor="${anchor}">${tspans(sub, subSize * SUB_LEAD)}</text>`;
  return headline + rule + subline;
}
