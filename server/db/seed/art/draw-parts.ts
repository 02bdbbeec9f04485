import { darken, lighten, n, pick } from "./svg-kit";

/** Pieces several drawers share: ribbons, hearts, chocolates, flames, leaves, sprinkles. */

export const CHOCOLATE = { dark: "#3b2116", milk: "#6e4128", white: "#efe0c4", ruby: "#b8475e" } as const;

/** A two-loop ribbon bow centred on its knot; at scale 1 it is about 200 units wide. */
export function bow(cx: number, cy: number, scale: number, colour: string): string {
  const dark = darken(colour, 0.28);
  const light = lighten(colour, 0.35);
  return `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(scale * 100) / 100})">
<path d="M-6 4 L-62 98 L-42 90 L-32 112 L10 10 Z" fill="${dark}"/>
<path d="M6 4 L56 102 L38 92 L26 112 L-10 10 Z" fill="${dark}"/>
<path d="M0 0 C-28 -62 -108 -72 -102 -16 C-98 24 -40 22 0 0 Z" fill="${colour}"/>
<path d="M0 0 C28 -62 108 -72 102 -16 C98 24 40 22 0 0 Z" fill="${colour}"/>
<path d="M-8 -2 C-36 -42 -82 -46 -80 -16 C-60 -6 -30 -2 -8 -2 Z" fill="${dark}" opacity="0.5"/>
<path d="M8 -2 C36 -42 82 -46 80 -16 C60 -6 30 -2 8 -2 Z" fill="${dark}" opacity="0.5"/>
<path d="M-24 -40 C-50 -58 -86 -54 -94 -30 M24 -40 C50 -58 86 -54 94 -30" stroke="${light}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.8"/>
<ellipse rx="22" ry="20" fill="${colour}"/><ellipse rx="22" ry="20" fill="url(#kit-sphere)"/>
</g>`;
}

export function heartPath(cx: number, cy: number, w: number): string {
  const p = (x: number, y: number) => `${n(cx + x * w)} ${n(cy + y * w)}`;
  return `M${p(0, 0.42)} C${p(-0.3, 0.2)} ${p(-0.52, 0.02)} ${p(-0.52, -0.2)} C${p(-0.52, -0.4)} ${p(-0.38, -0.5)} ${p(-0.25, -0.5)} C${p(-0.12, -0.5)} ${p(-0.03, -0.43)} ${p(0, -0.32)} C${p(0.03, -0.43)} ${p(0.12, -0.5)} ${p(0.25, -0.5)} C${p(0.38, -0.5)} ${p(0.52, -0.4)} ${p(0.52, -0.2)} C${p(0.52, 0.02)} ${p(0.3, 0.2)} ${p(0, 0.42)} Z`;
}

/** A glossy heart of width w centred on (cx, cy). */
export const heart = (cx: number, cy: number, w: number, colour: string) =>
  `<path d="${heartPath(cx, cy, w)}" fill="${colour}"/><path d="${heartPath(cx, cy, w)}" fill="url(#kit-sphere)" opacity="0.7"/>`;

export type Finish = "drizzle" | "dust" | "nut" | "swirl" | "gold" | "plain";

/** A round bonbon of radius r in a fluted paper cup, seen from above. */
export function bonbon(
  x: number,
  y: number,
  r: number,
  body: string,
  finish: Finish,
  cup: string,
  rand: () => number,
) {
  const cupR = r * 1.2;
  let top = "";
  const contrast = body === CHOCOLATE.white ? CHOCOLATE.milk : lighten(body, 0.75);
  if (finish === "drizzle") {
    const pts = [-0.72, -0.42, -0.14, 0.14, 0.42, 0.7].map(
      (t, i) => `${n(x + t * r)} ${n(y + (i % 2 ? 0.5 : -0.5) * r * Math.sqrt(1 - t * t))}`,
    );
    top = `<path d="M${pts.join(" L")}" stroke="${contrast}" stroke-width="${n(r * 0.1)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  } else if (finish === "dust") {
    for (let i = 0; i < 14; i++) {
      const a = rand() * Math.PI * 2;
      const d = Math.sqrt(rand()) * r * 0.85;
      top += `<circle cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d)}" r="${n(r * 0.05)}" fill="${contrast}" opacity="0.7"/>`;
    }
  } else if (finish === "nut") {
    top = `<ellipse cx="${n(x)}" cy="${n(y - r * 0.05)}" rx="${n(r * 0.34)}" ry="${n(r * 0.22)}" fill="#c98d4b" transform="rotate(-25 ${n(x)} ${n(y)})"/><ellipse cx="${n(x - r * 0.08)}" cy="${n(y - r * 0.12)}" rx="${n(r * 0.14)}" ry="${n(r * 0.07)}" fill="#f1cf9c" transform="rotate(-25 ${n(x)} ${n(y)})"/>`;
  } else if (finish === "swirl") {
    top = `<path d="M${n(x - r * 0.55)} ${n(y)} C${n(x - r * 0.5)} ${n(y - r * 0.6)} ${n(x + r * 0.5)} ${n(y - r * 0.6)} ${n(x + r * 0.3)} ${n(y + r * 0.05)} C${n(x + r * 0.15)} ${n(y + r * 0.35)} ${n(x - r * 0.25)} ${n(y + r * 0.2)} ${n(x - r * 0.1)} ${n(y - r * 0.12)}" stroke="${lighten(body, 0.3)}" stroke-width="${n(r * 0.14)}" fill="none" stroke-linecap="round"/>`;
  } else if (finish === "gold") {
    top = `<path d="M${n(x - r * 0.2)} ${n(y - r * 0.3)} l${n(r * 0.3)} ${n(-r * 0.05)} l${n(r * 0.1)} ${n(r * 0.25)} l${n(-r * 0.25)} ${n(r * 0.15)} Z" fill="#e8c15a"/>`;
  }
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(cupR)}" fill="${cup}"/>
<circle cx="${n(x)}" cy="${n(y)}" r="${n(cupR * 0.94)}" fill="none" stroke="${darken(cup, 0.3)}" stroke-width="${n(r * 0.14)}" stroke-dasharray="${n(r * 0.12)} ${n(r * 0.12)}"/>
<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${body}"/>${top}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#kit-sphere)"/>`;
}

/** A square chocolate with a bevelled top and diagonal piping. */
export function squareChoc(x: number, y: number, r: number, body: string, cup: string) {
  const s = r * 0.95;
  const lines = [-0.4, 0, 0.4]
    .map((o) => `M${n(x - s * 0.6 + o * s)} ${n(y + s * 0.6)} L${n(x + s * 0.6 + o * s)} ${n(y - s * 0.6)}`)
    .join(" ");
  return `<rect x="${n(x - r * 1.2)}" y="${n(y - r * 1.2)}" width="${n(r * 2.4)}" height="${n(r * 2.4)}" rx="${n(r * 0.3)}" fill="${cup}"/>
<rect x="${n(x - s)}" y="${n(y - s)}" width="${n(s * 2)}" height="${n(s * 2)}" rx="${n(r * 0.18)}" fill="${body}"/>
<path d="${lines}" stroke="${lighten(body, 0.35)}" stroke-width="${n(r * 0.09)}" stroke-linecap="round" opacity="0.9"/>
<rect x="${n(x - s)}" y="${n(y - s)}" width="${n(s * 2)}" height="${n(s * 2)}" rx="${n(r * 0.18)}" fill="url(#kit-top)"/>`;
}

/** A candle flame whose base sits on (x, y), with a warm glow of radius glow. */
export function flame(x: number, y: number, h: number, glow = h * 2.2) {
  const w = h * 0.32;
  return `<circle cx="${n(x)}" cy="${n(y - h * 0.45)}" r="${n(glow)}" fill="url(#kit-glow)"/>
<path d="M${n(x)} ${n(y - h)} C${n(x + w * 0.4)} ${n(y - h * 0.6)} ${n(x + w)} ${n(y - h * 0.35)} ${n(x + w * 0.75)} ${n(y - h * 0.12)} C${n(x + w * 0.5)} ${n(y + h * 0.06)} ${n(x - w * 0.5)} ${n(y + h * 0.06)} ${n(x - w * 0.75)} ${n(y - h * 0.12)} C${n(x - w)} ${n(y - h * 0.35)} ${n(x - w * 0.4)} ${n(y - h * 0.6)} ${n(x)} ${n(y - h)} Z" fill="#ff9d2e"/>
<ellipse cx="${n(x)}" cy="${n(y - h * 0.28)}" rx="${n(w * 0.5)}" ry="${n(h * 0.3)}" fill="#ffe27a"/>
<ellipse cx="${n(x)}" cy="${n(y - h * 0.18)}" rx="${n(w * 0.22)}" ry="${n(h * 0.14)}" fill="#fffbe8"/>`;
}

/** A pointed leaf starting at (x, y), pointing at `angle` degrees (0 = right). */
export function leaf(x: number, y: number, len: number, angle: number, colour: string, width = 0.3) {
  const w = len * width;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0 C${n(len * 0.3)} ${n(-w)} ${n(len * 0.75)} ${n(-w * 0.8)} ${n(len)} 0 C${n(len * 0.75)} ${n(w * 0.8)} ${n(len * 0.3)} ${n(w)} 0 0 Z" fill="${colour}"/><path d="M0 0 C${n(len * 0.3)} ${n(-w)} ${n(len * 0.75)} ${n(-w * 0.8)} ${n(len)} 0 Z" fill="#fff" opacity="0.14"/><path d="M${n(len * 0.05)} 0 L${n(len * 0.85)} 0" stroke="${darken(colour, 0.3)}" stroke-width="${n(Math.max(1.5, len * 0.025))}" opacity="0.6"/></g>`;
}

const SPRINKLE_COLOURS = ["#ff6b8b", "#ffd23f", "#3bceac", "#5aa9e6", "#ffffff", "#f08a4b"];

/** Little rod sprinkles scattered over points chosen by `where`. */
export function sprinkles(
  rand: () => number,
  count: number,
  where: () => readonly [number, number],
  size = 14,
) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y] = where();
    out += `<rect x="${n(x - size / 2)}" y="${n(y - size * 0.16)}" width="${n(size)}" height="${n(size * 0.32)}" rx="${n(size * 0.16)}" fill="${pick(SPRINKLE_COLOURS, i + Math.floor(rand() * 6))}" transform="rotate(${Math.round(rand() * 180)} ${n(x)} ${n(y)})"/>`;
  }
  return out;
}

/** A cake stand whose plate top is centred on (cx, y); the foot rests about 110 units lower. */
export function cakeStand(cx: number, y: number, rx: number, colour: string) {
  const ry = rx * 0.2;
  return `<ellipse cx="${cx}" cy="${n(y + 112)}" rx="${n(rx * 0.42)}" ry="${n(ry * 0.5)}" fill="${darken(colour, 0.2)}"/>
<path d="M${n(cx - rx * 0.1)} ${n(y + 20)} L${n(cx - rx * 0.16)} ${n(y + 95)} Q${n(cx - rx * 0.42)} ${n(y + 100)} ${n(cx - rx * 0.42)} ${n(y + 112)} L${n(cx + rx * 0.42)} ${n(y + 112)} Q${n(cx + rx * 0.42)} ${n(y + 100)} ${n(cx + rx * 0.16)} ${n(y + 95)} L${n(cx + rx * 0.1)} ${n(y + 20)} Z" fill="${colour}"/>
<path d="M${n(cx - rx * 0.1)} ${n(y + 20)} L${n(cx - rx * 0.16)} ${n(y + 95)} Q${n(cx - rx * 0.42)} ${n(y + 100)} ${n(cx - rx * 0.42)} ${n(y + 112)} L${n(cx + rx * 0.42)} ${n(y + 112)} Q${n(cx + rx * 0.42)} ${n(y + 100)} ${n(cx + rx * 0.16)} ${n(y + 95)} L${n(cx + rx * 0.1)} ${n(y + 20)} Z" fill="url(#kit-cyl)"/>
<ellipse cx="${cx}" cy="${n(y + 10)}" rx="${n(rx)}" ry="${n(ry)}" fill="${darken(colour, 0.18)}"/>
<ellipse cx="${cx}" cy="${y}" rx="${n(rx)}" ry="${n(ry)}" fill="${colour}"/>
<ellipse cx="${cx}" cy="${y}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#kit-top)" opacity="0.7"/>`;
}
