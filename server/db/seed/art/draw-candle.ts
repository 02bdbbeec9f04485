import { flame } from "./draw-parts";
import { type DrawInput, floorShadow, inkOn, label, lighten, n, pick } from "./svg-kit";

type Jar = { x: number; w: number; h: number; wax: string; tag: boolean };

/** A glass tumbler candle standing on the floor line, with wax, wick, flame and a paper label band. */
function jar(p: DrawInput, j: Jar, floor: number) {
  const [x0, x1, top] = [j.x - j.w / 2, j.x + j.w / 2, floor - j.h];
  const ry = j.w * 0.16;
  const waxTop = top + j.h * 0.22;
  const body = `M${x0} ${top} L${x0} ${floor - ry * 0.4} Q${x0} ${floor + ry * 0.6} ${j.x} ${floor + ry * 0.6} Q${x1} ${floor + ry * 0.6} ${x1} ${floor - ry * 0.4} L${x1} ${top} Z`;
  const band = j.tag ? label(p.label, j.x, floor - j.h * 0.4, j.w * 0.8, j.w * 0.14, inkOn("#fbf6ee")) : "";
  return `${floorShadow(j.x, floor + 6, j.w * 0.75, ry * 1.2)}
<path d="${body}" fill="${lighten(p.bg, 0.5)}" opacity="0.35"/>
<path d="M${x0 + 6} ${waxTop} L${x0 + 6} ${floor - ry * 0.4} Q${x0 + 6} ${floor + ry * 0.5} ${j.x} ${floor + ry * 0.5} Q${x1 - 6} ${floor + ry * 0.5} ${x1 - 6} ${floor - ry * 0.4} L${x1 - 6} ${waxTop} Z" fill="${j.wax}"/>
<ellipse cx="${j.x}" cy="${n(waxTop)}" rx="${j.w / 2 - 6}" ry="${n(ry * 0.9)}" fill="${lighten(j.wax, 0.35)}"/>
<ellipse cx="${j.x}" cy="${n(waxTop)}" rx="${n(j.w * 0.22)}" ry="${n(ry * 0.4)}" fill="${lighten(j.wax, 0.6)}" opacity="0.7"/>
<path d="M${j.x} ${n(waxTop)} q4 -14 0 -26" stroke="#2a1a10" stroke-width="4" fill="none"/>
<rect x="${x0}" y="${n(floor - j.h * 0.6)}" width="${j.w}" height="${n(j.h * 0.4)}" fill="${j.tag ? "#fbf6ee" : p.accent}"/>
<rect x="${x0}" y="${n(floor - j.h * 0.6)}" width="${j.w}" height="6" fill="${p.accent}"/><rect x="${x0}" y="${n(floor - j.h * 0.2 - 6)}" width="${j.w}" height="6" fill="${p.accent}"/>
${band}<path d="${body}" fill="url(#kit-glass)"/><ellipse cx="${j.x}" cy="${top}" rx="${j.w / 2}" ry="${n(ry)}" fill="none" stroke="#fff" stroke-width="4" opacity="0.7"/>
${flame(j.x, waxTop - 24, j.w * 0.3, j.w * 0.75)}`;
}

const SETS: readonly (readonly (readonly [number, number, number])[])[] = [
  [[500, 330, 420]],
  [
    [390, 260, 330],
    [640, 220, 250],
  ],
  [
    [280, 190, 240],
    [500, 240, 360],
    [720, 190, 270],
  ],
];

/** Scented candles in glass jars, one to three of them, glowing; the tallest wears the label. */
export function drawCandle(p: DrawInput) {
  const set = pick(SETS, p.variant);
  const tallest = Math.max(...set.map(([, , h]) => h));
  const waxes = [p.main, lighten(p.main, 0.4), lighten(p.accent, 0.3)];
  const jars = set
    .map(([x, w, h], i) => jar(p, { x, w, h, wax: pick(waxes, i + p.variant), tag: h === tallest }, 790))
    .join("");
  const propX = set.length === 2 ? 790 : 190;
  const props =
    p.variant % 4 === 3 || set.length === 3
      ? ""
      : `${floorShadow(propX, 800, 110, 16)}<g transform="rotate(-12 ${propX} 785)">${[0, 26]
          .map(
            (dy) =>
              `<rect x="${propX - 90}" y="${770 + dy - 26}" width="180" height="24" rx="12" fill="#8a4b22"/><rect x="${propX - 90}" y="${770 + dy - 26}" width="180" height="8" rx="4" fill="#b06a3a"/><ellipse cx="${propX + 88}" cy="${770 + dy - 14}" rx="7" ry="12" fill="#5a2f14"/>`,
          )
          .join(
            "",
          )}</g><g transform="translate(${propX + (set.length === 2 ? -30 : 40)} 830) scale(1 0.45)"><circle r="58" fill="#e07a1f"/><circle r="50" fill="#f6b04a"/>${[0, 45, 90, 135].map((a) => `<path d="M-48 0 L48 0" stroke="#fde2b0" stroke-width="4" transform="rotate(${a})"/>`).join("")}<circle r="8" fill="#fde2b0"/></g>`;
  return `<ellipse cx="500" cy="500" rx="420" ry="380" fill="url(#kit-glow)" opacity="0.35"/>${props}${jars}`;
}
