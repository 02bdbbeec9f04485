/**
 * Shared helpers for the seed painters. Every drawer paints into a BOX×BOX square of user units and
 * render-art scales that square to the requested pixel size, so drawers never deal with pixels.
 */
export const BOX = 1000;

export const SERIF = "DejaVu Serif, Georgia, serif";
export const SANS = "DejaVu Sans, Arial, sans-serif";

export type DrawInput = {
  main: string;
  accent: string;
  bg: string;
  label: string | undefined;
  variant: number;
  /** Seeded from kind and variant, so a given spec always paints the same picture. */
  rand: () => number;
};

export type Drawer = (input: DrawInput) => string;

type Rgb = readonly [number, number, number];

function parseHex(colour: string): Rgb {
  const digits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  // A typo in seed data should give a grey object, not an SVG that librsvg refuses to parse.
  if (!digits) return [150, 150, 150];
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join("") : digits;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const channel = (c: number) =>
  Math.round(Math.min(255, Math.max(0, c)))
    .toString(16)
    .padStart(2, "0");

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return `#${channel(ar + (br - ar) * t)}${channel(ag + (bg - ag) * t)}${channel(ab + (bb - ab) * t)}`;
}

export const normalise = (colour: string) => mix(colour, colour, 0);
export const lighten = (colour: string, t: number) => mix(colour, "#ffffff", t);
export const darken = (colour: string, t: number) => mix(colour, "#000000", t);

export function luminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour for printing on `surface`: white on dark surfaces, a deep shade of the surface on light ones. */
export const inkOn = (surface: string) => (luminance(surface) > 0.22 ? darken(surface, 0.8) : "#ffffff");

/** The first shade of `preferred` that reads well on `surface` (WCAG AA), else plain ink. */
export function ink(surface: string, preferred: string): string {
  const shades = [preferred, darken(preferred, 0.35), darken(preferred, 0.6), lighten(preferred, 0.7)];
  return shades.find((shade) => contrast(shade, surface) >= 4.5) ?? inkOn(surface);
}

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

export function pick<T>(list: readonly T[], index: number): T {
  const item = list[((Math.floor(index) % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error("pick() needs a non-empty list");
  return item;
}

/** Rounds coordinates so random layouts don't bloat the SVG with 17-digit numbers. */
export const n = (v: number) => Math.round(v * 10) / 10;

type Stop = readonly [offset: number, colour: string, opacity?: number];

const stops = (list: readonly Stop[]) =>
  list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");

export const linear = (id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

export const radial = (id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;

/** Gradients any drawer may reference: shading overlays that work over any base colour. */
export const kitDefs = () =>
  [
    radial("kit-floor", [
      [0, "#000", 0.42],
      [0.55, "#000", 0.16],
      [1, "#000", 0],
    ]),
    radial(
      "kit-sphere",
      [
        [0, "#fff", 0.75],
        [0.22, "#fff", 0.18],
        [0.55, "#fff", 0],
        [1, "#000", 0.38],
      ],
      0.5,
      0.5,
      0.5,
      0.36,
      0.3,
    ),
    radial(
      "kit-soft",
      [
        [0, "#fff", 0.28],
        [0.55, "#fff", 0],
        [1, "#000", 0.32],
      ],
      0.5,
      0.5,
      0.55,
      0.38,
      0.3,
    ),
    linear(
      "kit-cyl",
      [
        [0, "#000", 0.3],
        [0.16, "#fff", 0.05],
        [0.3, "#fff", 0.32],
        [0.42, "#fff", 0.06],
        [0.8, "#000", 0.08],
        [1, "#000", 0.34],
      ],
      0,
      0,
      1,
      0,
    ),
    linear("kit-top", [
      [0, "#fff", 0.28],
      [0.5, "#fff", 0],
      [1, "#000", 0.22],
    ]),
    linear(
      "kit-glass",
      [
        [0, "#fff", 0.1],
        [0.1, "#fff", 0.5],
        [0.2, "#fff", 0.08],
        [0.78, "#fff", 0.04],
        [0.88, "#fff", 0.32],
        [1, "#000", 0.12],
      ],
      0,
      0,
      1,
      0,
    ),
    radial("kit-glow", [
      [0, "#ffd36b", 0.75],
      [0.35, "#ffb347", 0.3],
      [1, "#ff9a3c", 0],
    ]),
  ].join("");

export const floorShadow = (cx: number, cy: number, rx: number, ry: number, opacity = 1) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#kit-floor)" opacity="${opacity}"/>`;

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

/** librsvg gives us no text metrics, so widths are estimated from DejaVu's (generous) advance widths. */
export function emWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (ch === " ") w += 0.32;
    else if (/[iljtf.,:;'!|]/.test(ch)) w += 0.36;
    else if (/[MWmw@%]/.test(ch)) w += 0.98;
    else if (/[A-Z0-9&]/.test(ch)) w += 0.74;
    else w += 0.62;
  }
  return w * 1.08;
}

export function fitText(text: string, maxWidth: number, maxSize: number, minSize: number) {
  const clean = text.replace(/\s+/g, " ").trim();
  const size = Math.min(maxSize, maxWidth / Math.max(emWidth(clean), 0.01));
  if (size >= minSize) return { text: clean, size };
  let cut = clean;
  while (cut.length > 1 && emWidth(`${cut}…`) * minSize > maxWidth) cut = cut.slice(0, -1);
  return { text: `${cut.trimEnd()}…`, size: minSize };
}

export type LabelStyle = { serif?: boolean; weight?: "normal" | "bold"; italic?: boolean; minSize?: number };

/** One line of text centred on (x, y), shrunk or truncated to fit maxWidth; "" when there is no text. */
export function label(
  text: string | undefined,
  x: number,
  y: number,
  maxWidth: number,
  maxSize: number,
  fill: string,
  style: LabelStyle = {},
): string {
  if (!text?.trim()) return "";
  const fit = fitText(text, maxWidth, maxSize, style.minSize ?? Math.min(maxSize, 14));
  const family = style.serif === false ? SANS : SERIF;
  const italic = style.italic ? ' font-style="italic"' : "";
  return `<text x="${n(x)}" y="${n(y + fit.size * 0.36)}" font-family="${family}" font-size="${n(fit.size)}" font-weight="${style.weight ?? "bold"}"${italic} fill="${fill}" text-anchor="middle">${escapeXml(fit.text)}</text>`;
}
