import { bow, leaf } from "./draw-parts";
import { type DrawInput, floorShadow, inkOn, label, lighten, n, pick } from "./svg-kit";

const GREENS = ["#3f7a3a", "#5a9a46", "#6fae52", "#2f6b35"];

/** Heart-shaped money-plant leaves on arching stems, some trailing over the rim. */
function moneyPlant(p: DrawInput) {
  let out = "";
  const stems = [
    [-170, 300, -1],
    [-70, 230, -1],
    [20, 190, 1],
    [110, 240, 1],
    [190, 330, 1],
  ] as const;
  for (const [dx, top, side] of stems) {
    const x = 500 + dx * 0.4;
    const end = [500 + dx, top] as const;
    out += `<path d="M${x} 560 Q${x + side * 30} ${(560 + top) / 2} ${end[0]} ${end[1]}" stroke="#4f7a2b" stroke-width="7" fill="none"/>`;
    for (let i = 1; i <= 4; i++) {
      const t = i / 4;
      const lx = x + (end[0] - x) * t + side * 10;
      const ly = 560 + (top - 560) * t;
      const a = side > 0 ? -30 + p.rand() * 40 : 170 + p.rand() * 40;
      out += `<g transform="translate(${n(lx)} ${n(ly)}) rotate(${n(a)})"><path d="M0 0 C20 -50 80 -50 86 -14 C90 20 40 30 0 0 Z" fill="${pick(GREENS, i + dx)}"/><path d="M6 -2 C30 -20 60 -22 80 -14" stroke="#e8f0a0" stroke-width="4" fill="none" opacity="0.6"/></g>`;
    }
  }
  return out;
}

/** Money-plant leaves spilling over the rim, drawn in front of the pot. */
function moneyTrail() {
  return [
    [330, 610, 120],
    [305, 670, 110],
    [675, 612, 30],
  ]
    .map(
      ([x = 0, y = 0, a = 0], i) =>
        `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 0 C20 -50 80 -50 86 -14 C90 20 40 30 0 0 Z" fill="${pick(GREENS, i)}"/></g>`,
    )
    .join("");
}

/** An echeveria-style rosette of plump pointed leaves with blushing tips. */
function succulent(p: DrawInput) {
  let out = "";
  for (const [count, len, y, shade] of [
    [9, 230, 540, 0],
    [8, 180, 520, 0.12],
    [7, 125, 500, 0.25],
    [5, 70, 485, 0.35],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const a = 180 + (180 * (i + 0.5)) / count + (p.rand() - 0.5) * 8;
      out += leaf(500, y, len, a, lighten("#6fa58c", shade), 0.42);
    }
  }
  return `${out}<circle cx="500" cy="482" r="22" fill="#c7e0c0"/>`;
}

/** Snake-plant blades with banded markings and yellow edges. */
function snakePlant() {
  return [
    [-110, -14, 330],
    [-40, -5, 420],
    [40, 6, 380],
    [110, 16, 300],
    [0, 0, 260],
  ]
    .map(([dx = 0, tilt = 0, h = 0]) => {
      const x = 500 + dx;
      const d = `M${x - 30} 570 C${x - 40} ${570 - h * 0.5} ${x + tilt - 20} ${570 - h * 0.8} ${x + tilt} ${570 - h} C${x + tilt + 20} ${570 - h * 0.8} ${x + 40} ${570 - h * 0.5} ${x + 30} 570 Z`;
      return `<path d="${d}" fill="#d9c24a"/><path d="${d}" fill="#3f6f3a" transform="translate(${x} 570) scale(0.8 0.98) translate(${-x} -570)"/><path d="M${x - 20} ${570 - h * 0.3} l40 -14 M${x - 18} ${570 - h * 0.5} l36 -12 M${x - 12} ${570 - h * 0.7} l24 -8" stroke="#2a4f2a" stroke-width="6" opacity="0.6"/>`;
    })
    .join("");
}

/** A house plant in a glazed ceramic pot tied with a ribbon; the plant kind follows the variant. */
export function drawPlant(p: DrawInput) {
  const plant = pick([moneyPlant, succulent, snakePlant], p.variant)(p);
  const pot = "M330 600 L670 600 L630 800 Q626 815 610 815 L390 815 Q374 815 370 800 Z";
  const potColour = p.variant % 2 === 0 ? p.main : "#f4efe8";
  return `${floorShadow(500, 815, 240, 36)}${plant}
<path d="${pot}" fill="${potColour}"/><path d="${pot}" fill="url(#kit-cyl)"/>
<rect x="310" y="555" width="380" height="62" rx="10" fill="${potColour}"/><rect x="310" y="555" width="380" height="62" rx="10" fill="url(#kit-cyl)"/>
<ellipse cx="500" cy="560" rx="178" ry="18" fill="#4a2f1f"/>
<path d="M338 640 L662 640 L656 668 L344 668 Z" fill="${p.accent}"/>${bow(600, 652, 0.55, p.accent)}
${label(p.label, 500, 730, 220, 34, inkOn(potColour))}${p.variant % 3 === 0 ? moneyTrail() : ""}`;
}
