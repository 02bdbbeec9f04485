import type { BannerArtSpec } from "./art-spec";
import { contrast, darken, emWidth, escapeXml, inkOn, n, normalise, SANS, SERIF } from "./svg-kit";

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

/** The largest type size (from maxSize down) at which the text wraps into maxLines within width. */
function fitLines(text: string, width: number, maxSize: number, minSize: number, maxLines: number) {
  for (let size = maxSize; size > minSize; size -= 2) {
    const lines = wrap(text, width, size, maxLines);
    if (lines) return { lines, size };
  }
  return { lines: wrap(text, width, minSize, 99) ?? [text], size: minSize };
}

/**
 * Headline (serif) over a short accent rule and the subline (sans), centred vertically in `box`.
 * Colours come from the palette when they contrast enough with `surface`, else plain ink.
 */
export function bannerText(spec: BannerArtSpec, box: Box, anchor: "start" | "middle", surface: string, accent: string) {
  const main = normalise(spec.art.palette[0]);
  const themed = darken(main, 0.45);
  const ink = contrast(themed, surface) >= 4.5 ? themed : inkOn(surface);
  const head = fitLines(spec.headline, box.w, Math.min(box.h * 0.3, box.w * 0.12), 22, 3);
  const subSize = Math.max(16, Math.min(34, head.size * 0.42));
  const sub = fitLines(spec.subline, box.w, subSize, 14, 2);
  const headLead = head.size * 1.14;
  const subLead = sub.size * 1.4;
  const gap = head.size * 0.55;
  const total = head.lines.length * headLead + gap * 2 + sub.lines.length * subLead;
  let y = box.y + Math.max(0, (box.h - total) / 2);
  const x = anchor === "start" ? box.x : box.x + box.w / 2;
  const tspans = (lines: string[], lead: number) =>
    lines.map((line, i) => `<tspan x="${n(x)}" y="${n(y + lead * (i + 0.8))}">${escapeXml(line)}</tspan>`).join("");
  const headline = `<text font-family="${SERIF}" font-weight="bold" font-size="${n(head.size)}" fill="${ink}" text-anchor="${anchor}">${tspans(head.lines, headLead)}</text>`;
  y += head.lines.length * headLead + gap * 0.7;
  const ruleX = anchor === "start" ? x : x - head.size * 0.9;
  const rule = `<rect x="${n(ruleX)}" y="${n(y)}" width="${n(head.size * 1.8)}" height="${n(Math.max(3, head.size * 0.06))}" rx="2" fill="${contrast(accent, surface) >= 2 ? accent : ink}"/>`;
  y += gap * 1.3;
  const subline = `<text font-family="${SANS}" font-size="${n(sub.size)}" fill="${ink}" text-anchor="${anchor}">${tspans(sub.lines, subLead)}</text>`;
  return headline + rule + subline;
}
