import { bow } from "./draw-parts";
import { type DrawInput, darken, floorShadow, ink, inkOn, label, lighten, n, pick } from "./svg-kit";

/** Item shapes drawn around the origin, about 50 units long; each kind fills one compartment. */
const ITEMS = {
  almond: `<path d="M-26 0 C-20 -16 14 -17 26 -2 C14 14 -20 14 -26 0 Z" fill="#a8643a"/><path d="M-16 -4 C-4 -8 8 -8 18 -3 M-14 4 C-2 2 8 2 16 1" stroke="#c98a5a" stroke-width="2.5" fill="none"/>`,
  cashew: `<path d="M-24 -4 C-22 -26 20 -28 26 -6 C28 6 16 10 13 0 C9 -12 -9 -12 -11 2 C-13 12 -26 10 -24 -4 Z" fill="#f0d7a4" stroke="#d4ae72" stroke-width="2"/>`,
  pistachio: `<ellipse rx="22" ry="14" fill="#dcc59a" stroke="#b89c6a" stroke-width="2"/><path d="M-14 -2 C-6 -10 8 -10 16 -2 C8 4 -6 4 -14 -2 Z" fill="#8fae3f"/>`,
  raisin: `<path d="M-13 -4 C-10 -14 8 -14 13 -5 C16 6 6 13 -3 12 C-12 11 -16 4 -13 -4 Z" fill="#6a2a40" stroke="#2e0f1a" stroke-width="2.5"/><path d="M-6 -2 C-2 2 2 0 6 4" stroke="#3a1422" stroke-width="2" fill="none"/><circle cx="-4" cy="-6" r="3" fill="#fff" opacity="0.4"/>`,
  date: `<ellipse rx="28" ry="12" fill="#5c2a16"/><path d="M-18 -3 C-6 -7 6 -6 16 -2" stroke="#8a4a2a" stroke-width="2.5" fill="none"/><ellipse rx="28" ry="12" fill="url(#kit-sphere)" opacity="0.6"/>`,
  walnut: `<path d="M-20 -4 C-22 -18 -8 -22 0 -15 C8 -22 22 -18 20 -4 C24 8 12 21 0 16 C-12 21 -24 8 -20 -4 Z" fill="#b98a56" stroke="#8a5e30" stroke-width="2"/><path d="M0 -14 L0 15 M-13 -8 q7 4 2 10 q-6 5 1 9 M13 -8 q-7 4 -2 10 q6 5 -1 9" stroke="#7a5028" stroke-width="2.5" fill="none"/>`,
} as const;

type Item = keyof typeof ITEMS;
const ORDER: readonly Item[] = ["almond", "cashew", "pistachio", "raisin", "date", "walnut"];
const SPACING: Record<Item, number> = {
  almond: 40,
  cashew: 42,
  pistachio: 38,
  raisin: 26,
  date: 46,
  walnut: 38,
};

const TRAY_Y = 560;
const TILT = 0.6;
const flat = `translate(500 ${TRAY_Y}) scale(1 ${TILT})`;

type Shape = (attrs: string) => string;
type Inside = (x: number, y: number) => boolean;

/**
 * Items packed in a jittered grid over the flat-space box (x, y, w, h), kept where `inside` allows.
 * Positions follow the tray's tilt but the items themselves are not squashed, so they keep their
 * shape as small solid things would. Filtering points instead of clipping keeps librsvg fast.
 */
function fill(p: DrawInput, shape: Shape, box: readonly number[], inside: Inside, item: Item) {
  const [x = 0, y = 0, w = 0, h = 0] = box;
  const step = SPACING[item] * 1.3;
  let out = "";
  for (let fy = y; fy < y + h; fy += (step * 0.5) / TILT) {
    for (let fx = x + p.rand() * step * 0.4; fx < x + w; fx += step * 0.9) {
      const jx = fx + (p.rand() - 0.5) * 10;
      if (!inside(jx, fy)) continue;
      out += `<g transform="translate(${n(500 + jx)} ${n(TRAY_Y + fy * TILT)}) rotate(${Math.round(p.rand() * 360)}) scale(1.3)">${ITEMS[item]}</g>`;
    }
  }
  return shape(`transform="${flat}" fill="#3a2416"`) + out;
}

function rectTray(p: DrawInput) {
  const cells = [0, 1, 2, 3, 4, 5].map((i) => {
    const [cx, cy] = [-320 + (i % 3) * 215, -220 + Math.floor(i / 3) * 222];
    const box = [cx + 6, cy + 6, 203, 210];
    const shape: Shape = (attrs) =>
      `<rect x="${box[0]}" y="${box[1]}" width="203" height="210" rx="10" ${attrs}/>`;
    const [bx = 0, by = 0] = box;
    const inside: Inside = (fx, fy) => fx > bx + 14 && fx < bx + 189 && fy > by + 16 && fy < by + 196;
    return fill(p, shape, box, inside, pick(ORDER, i + p.variant));
  });
  const lid = "210,150 790,150 810,440 190,440";
  return `${floorShadow(500, 790, 410, 55)}
<polygon points="${lid}" fill="${p.main}"/><polygon points="${lid}" fill="url(#kit-top)"/>
<polygon points="232,172 768,172 786,420 214,420" fill="none" stroke="${p.accent}" stroke-width="5"/>
${label(p.label, 500, 300, 480, 64, inkOn(p.main))}<path d="M420 358 L580 358" stroke="${p.accent}" stroke-width="4"/>
<rect x="-340" y="-240" width="680" height="480" rx="18" fill="${lighten(p.main, 0.1)}" transform="${flat}"/>${cells.join("")}
<rect x="160" y="700" width="680" height="76" fill="${darken(p.main, 0.12)}"/><rect x="160" y="700" width="680" height="76" fill="url(#kit-top)"/><rect x="160" y="700" width="680" height="8" fill="${lighten(p.main, 0.3)}"/>`;
}

function roundTray(p: DrawInput) {
  const wedges = [0, 1, 2, 3, 4].map((i) => {
    const a0 = (i * 72 - 90) * (Math.PI / 180) + 0.03;
    const a1 = a0 + (72 * Math.PI) / 180 - 0.06;
    const pt = (r: number, a: number) => `${n(r * Math.cos(a))} ${n(r * Math.sin(a))}`;
    const shape: Shape = (attrs) =>
      `<path d="M${pt(118, a0)} L${pt(300, a0)} A300 300 0 0 1 ${pt(300, a1)} L${pt(118, a1)} A118 118 0 0 0 ${pt(118, a0)} Z" ${attrs}/>`;
    const inside: Inside = (fx, fy) => {
      const r = Math.hypot(fx, fy);
      const a = Math.atan2(fy, fx);
      const turn = (((a - a0) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
      return r > 134 && r < 284 && turn > 16 / r && turn < a1 - a0 - 16 / r;
    };
    return fill(p, shape, [-300, -300, 600, 600], inside, pick(ORDER, i + p.variant));
  });
  const centre = fill(
    p,
    (attrs) => `<circle r="106" ${attrs}/>`,
    [-106, -106, 212, 212],
    (fx, fy) => Math.hypot(fx, fy) < 88,
    pick(ORDER, 5 + p.variant),
  );
  const tag = p.label
    ? `<g transform="rotate(-5 500 805)"><rect x="340" y="770" width="320" height="70" rx="10" fill="#fbf6ee"/><rect x="340" y="770" width="320" height="70" rx="10" fill="none" stroke="${p.accent}" stroke-width="3"/>${label(p.label, 500, 805, 290, 32, ink("#fbf6ee", darken(p.main, 0.3)))}</g>`
    : "";
  return `${floorShadow(500, 740, 420, 80)}
<path d="M160 560 A340 204 0 0 0 840 560 L840 620 A340 204 0 0 1 160 620 Z" fill="${darken(p.main, 0.2)}"/>
<path d="M160 560 A340 204 0 0 0 840 560 L840 620 A340 204 0 0 1 160 620 Z" fill="url(#kit-cyl)"/>
<g transform="${flat}"><circle r="340" fill="${p.main}"/><circle r="340" fill="url(#kit-top)"/><circle r="318" fill="${darken(p.main, 0.3)}"/></g>${wedges.join("")}${centre}
${bow(500, 372, 0.8, p.accent)}${tag}`;
}

/** A gift tray of dry fruits (almonds, cashews, pistachios, raisins, dates, walnuts) in compartments. */
export const drawDryFruits = (p: DrawInput) => (p.variant % 2 === 0 ? rectTray(p) : roundTray(p));
