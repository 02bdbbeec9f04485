import { cakeStand, flame } from "./draw-parts";
import { type DrawInput, darken, floorShadow, inkOn, label, lighten, n, pick } from "./svg-kit";

type Tier = { top: number; bottom: number; rx: number };

const side = (cx: number, t: Tier, ry: number, y0 = t.top, y1 = t.bottom) =>
  `M${cx - t.rx} ${n(y0)} L${cx - t.rx} ${n(y1)} A${t.rx} ${ry} 0 0 0 ${cx + t.rx} ${n(y1)} L${cx + t.rx} ${n(y0)} A${t.rx} ${ry} 0 0 1 ${cx - t.rx} ${n(y0)} Z`;

/** One frosted tier: body, optional sponge layers, ganache top and drips down the front. */
function tier(p: DrawInput, cx: number, t: Tier, layered: boolean) {
  const ry = t.rx * 0.24;
  const h = t.bottom - t.top;
  const cream = lighten(p.accent, 0.8);
  const layers = layered
    ? [0.38, 0.68]
        .map((f) => `<path d="${side(cx, t, ry, t.top + h * f, t.top + h * f + 16)}" fill="${cream}"/>`)
        .join("")
    : "";
  let drips = "";
  for (let i = 0; i < 11; i++) {
    const a = Math.PI * (0.06 + (0.88 * i) / 10);
    const x = cx - t.rx * Math.cos(a);
    const w = 16 + 12 * Math.sin(a);
    const len = (16 + p.rand() * h * (t.top > 500 ? 0.22 : 0.4)) * Math.sin(a);
    drips += `<rect x="${n(x - w / 2)}" y="${n(t.top + ry * Math.sin(a))}" width="${n(w)}" height="${n(len + w)}" rx="${n(w / 2)}" fill="${p.accent}"/>`;
  }
  return `<path d="${side(cx, t, ry)}" fill="${layered ? "#e9c08a" : p.main}"/>${layers}<path d="${side(cx, t, ry)}" fill="url(#kit-cyl)"/>
<path d="M${cx - t.rx} ${t.top} A${t.rx} ${ry} 0 0 0 ${cx + t.rx} ${t.top} L${cx + t.rx} ${t.top + 16} A${t.rx} ${ry} 0 0 1 ${cx - t.rx} ${t.top + 16} Z" fill="${p.accent}"/>${drips}
<ellipse cx="${cx}" cy="${t.top}" rx="${t.rx}" ry="${n(ry)}" fill="${p.accent}"/><ellipse cx="${cx}" cy="${t.top}" rx="${t.rx}" ry="${n(ry)}" fill="url(#kit-top)" opacity="0.8"/>`;
}

function rosette(x: number, y: number, colour: string, garnish: number) {
  const cherry = `<path d="M${x} ${y - 26} q6 -24 20 -30" stroke="#4f7a2b" stroke-width="3" fill="none"/><circle cx="${x}" cy="${y - 20}" r="14" fill="#c8102e"/><circle cx="${x}" cy="${y - 20}" r="14" fill="url(#kit-sphere)"/>`;
  const berry = `<path d="M${x - 13} ${y - 26} Q${x} ${y + 4} ${x + 13} ${y - 26} Q${x} ${y - 38} ${x - 13} ${y - 26} Z" fill="#e63946"/><path d="M${x - 10} ${y - 30} l10 -8 l10 8" stroke="#4f7a2b" stroke-width="5" fill="none"/>`;
  return `<ellipse cx="${x}" cy="${y}" rx="24" ry="20" fill="${colour}"/><path d="M${x - 14} ${y + 4} q14 -20 26 -2 q-8 8 -16 -2" stroke="${darken(colour, 0.15)}" stroke-width="4" fill="none"/>
<ellipse cx="${x}" cy="${y - 8}" rx="14" ry="12" fill="${colour}"/><ellipse cx="${x}" cy="${y - 4}" rx="24" ry="22" fill="url(#kit-sphere)" opacity="0.5"/>${garnish === 0 ? cherry : garnish === 1 ? berry : ""}`;
}

/** Rosettes (and candles, when the garnish calls for them) around the rim of the top tier. */
function topping(p: DrawInput, cx: number, t: Tier, garnish: number) {
  const ry = t.rx * 0.24;
  const spots = Array.from({ length: 9 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 9 + 0.3;
    return [cx + t.rx * 0.8 * Math.cos(a), t.top + ry * 0.72 * Math.sin(a)] as const;
  }).sort((a, b) => a[1] - b[1]);
  const cream = lighten(p.accent, 0.85);
  const candles =
    garnish === 2
      ? [-70, 0, 70]
          .map((dx, i) => {
            const x = cx + dx;
            const y = t.top - 6 + (i === 1 ? 8 : 0);
            return `<rect x="${x - 8}" y="${y - 90}" width="16" height="90" rx="4" fill="${lighten(p.main, 0.5)}"/><path d="M${x - 8} ${y - 70} l16 -10 M${x - 8} ${y - 40} l16 -10 M${x - 8} ${y - 10} l16 -10" stroke="${p.main}" stroke-width="5"/>${flame(x, y - 92, 40, 60)}`;
          })
          .join("")
      : "";
  return spots.map(([x, y]) => rosette(n(x), n(y), cream, garnish)).join("") + candles;
}

/** A round cake on a stand: one or two tiers, glaze drips, rosettes, and cherries, berries or candles. */
export function drawCake(p: DrawInput) {
  const twoTier = p.variant % 2 === 1;
  const layered = p.variant % 3 === 2;
  const garnish = Math.floor(p.variant / 2) % 3;
  const standColour = pick(["#f4f1ec", "#d9b25a", "#f4f1ec", lighten(p.accent, 0.55)], p.variant);
  const base: Tier = twoTier ? { top: 545, bottom: 690, rx: 265 } : { top: 420, bottom: 690, rx: 260 };
  const upper: Tier = { top: 385, bottom: 545, rx: 180 };
  const text = `${label(p.label, 500, twoTier ? base.bottom - 4 : (base.top + base.bottom) / 2 + 50, base.rx * 1.5, 46, layered ? "#5a3520" : inkOn(p.main), { italic: true })}`;
  return `${floorShadow(500, 815, 270, 36)}${cakeStand(500, 690, 340, standColour)}${floorShadow(500, 700, 300, 40, 0.6)}
${tier(p, 500, base, layered)}${text}${twoTier ? floorShadow(500, 548, 200, 28, 0.5) + tier(p, 500, upper, layered) : ""}${topping(p, 500, twoTier ? upper : base, garnish)}`;
}
