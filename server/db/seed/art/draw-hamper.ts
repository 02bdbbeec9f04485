import { bow, leaf } from "./draw-parts";
import { type DrawInput, darken, floorShadow, inkOn, label, lighten, pick } from "./svg-kit";

const WICKER = "#c8914f";

const fruit = (x: number, y: number, r: number, colour: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#kit-sphere)"/>${leaf(x + 2, y - r + 4, r * 0.7, -40, "#4f8a3b", 0.35)}`;

function bottle(x: number, top: number, glass: string, cap: string, tag: string) {
  return `<path d="M${x - 22} ${top} h44 v70 q0 30 40 60 v250 h-168 v-250 q40 -30 40 -60 Z" fill="${glass}"/>
<path d="M${x - 22} ${top} h44 v70 q0 30 40 60 v250 h-168 v-250 q40 -30 40 -60 Z" fill="url(#kit-cyl)"/>
<rect x="${x - 26}" y="${top - 8}" width="52" height="80" rx="6" fill="${cap}"/><rect x="${x - 26}" y="${top - 8}" width="52" height="80" rx="6" fill="url(#kit-cyl)"/>
<rect x="${x - 84}" y="${top + 185}" width="168" height="90" fill="${tag}"/><rect x="${x - 84}" y="${top + 185}" width="168" height="90" fill="url(#kit-cyl)" opacity="0.6"/>`;
}

function giftBox(x: number, y: number, w: number, h: number, colour: string, ribbon: string) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#kit-top)"/>
<rect x="${x + w / 2 - 10}" y="${y}" width="20" height="${h}" fill="${ribbon}"/><rect x="${x - 4}" y="${y}" width="${w + 8}" height="22" fill="${darken(colour, 0.15)}"/>`;
}

/** A wicker basket of gifts: bottle, boxes and fruit, sometimes wrapped in cellophane with a bow on top. */
export function drawHamper(p: DrawInput) {
  const flip = p.variant % 2 === 1;
  const wrapped = p.variant % 3 !== 1;
  const m = (x: number) => (flip ? 1000 - x : x);
  const basket = "M215 530 L785 530 L735 770 Q730 800 700 800 L300 800 Q270 800 265 770 Z";
  const weave = `<pattern id="hm-weave" width="44" height="36" patternUnits="userSpaceOnUse"><rect width="44" height="36" fill="${darken(WICKER, 0.35)}"/>
<rect x="2" y="2" width="18" height="14" rx="7" fill="${WICKER}"/><rect x="24" y="2" width="18" height="14" rx="7" fill="${lighten(WICKER, 0.15)}"/>
<rect x="-9" y="20" width="18" height="14" rx="7" fill="${lighten(WICKER, 0.15)}"/><rect x="13" y="20" width="18" height="14" rx="7" fill="${WICKER}"/><rect x="35" y="20" width="18" height="14" rx="7" fill="${lighten(WICKER, 0.15)}"/></pattern>`;
  const fruits = pick(
    [
      ["#d6322f", "#f28c28", "#d6322f"],
      ["#f28c28", "#9bc53d", "#f28c28"],
      ["#c0392b", "#e9c46a", "#6a994e"],
    ],
    p.variant,
  );
  const shred = Array.from({ length: 26 }, (_, i) => {
    const x = 225 + i * 21.5;
    return `M${x} 538 q10 ${-18 - (i % 3) * 8} 20 0`;
  }).join(" ");
  const items = `${bottle(m(400), 190, pick(["#5a1e2c", "#2f5233", "#3d2b56"], p.variant), p.accent, lighten(p.bg, 0.6))}
${giftBox(m(flip ? 660 : 520), 370, 140, 170, p.main, p.accent)}
${giftBox(m(flip ? 360 : 250), 440, 110, 100, p.accent, lighten(p.main, 0.2))}
<g transform="translate(${m(650)} 420) rotate(${flip ? -18 : 18})"><rect x="-30" y="-80" width="60" height="160" rx="4" fill="#4a2a1c"/><rect x="-32" y="-10" width="64" height="90" fill="${lighten(p.accent, 0.2)}"/></g>
${fruit(m(300), 520, 40, fruits[0] ?? "#d6322f")}${fruit(m(700), 515, 44, fruits[1] ?? "#f28c28")}${fruit(m(600), 528, 36, fruits[2] ?? "#d6322f")}`;
  const cello = wrapped
    ? `<path d="M200 560 C170 380 380 250 470 150 L530 150 C620 250 830 380 800 560 Z" fill="#ffffff" opacity="0.14"/>
<path d="M250 520 C240 400 380 290 460 190 M750 520 C760 400 640 300 560 200 M330 430 C360 360 420 300 470 250" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.45"/>
${bow(500, 150, 0.9, p.accent)}`
    : "";
  return `<defs>${weave}</defs>${floorShadow(500, 800, 380, 55)}
<path d="M285 545 C280 170 720 170 715 545" stroke="${darken(WICKER, 0.25)}" stroke-width="34" fill="none"/>
<path d="M285 545 C280 170 720 170 715 545" stroke="${WICKER}" stroke-width="24" fill="none" stroke-dasharray="16 6"/>
${items}
<path d="${shred}" stroke="#9bbf6a" stroke-width="7" fill="none"/>
<path d="${basket}" fill="url(#hm-weave)"/><path d="${basket}" fill="url(#kit-cyl)" opacity="0.8"/>
<rect x="200" y="512" width="600" height="44" rx="22" fill="${darken(WICKER, 0.1)}"/>
<rect x="200" y="512" width="600" height="44" rx="22" fill="none" stroke="${lighten(WICKER, 0.25)}" stroke-width="10" stroke-dasharray="14 10"/>
<path d="M250 620 L750 620 L740 680 L260 680 Z" fill="${p.main}"/><path d="M250 620 L750 620 L740 680 L260 680 Z" fill="url(#kit-cyl)" opacity="0.7"/>
${label(p.label, 500, 650, 420, 36, inkOn(p.main))}${cello}`;
}
