import { CHOCOLATE } from "./draw-parts";
import { type DrawInput, darken, floorShadow, inkOn, label, lighten, linear, n, pick } from "./svg-kit";

/** One moulded square with bevelled edges; (x, y) is its top-left corner. */
function square(x: number, y: number, w: number, h: number, choc: string) {
  const b = Math.min(w, h) * 0.16;
  const [x1, y1] = [x + w, y + h];
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${darken(choc, 0.25)}"/>
<polygon points="${n(x)},${n(y)} ${n(x1)},${n(y)} ${n(x1 - b)},${n(y + b)} ${n(x + b)},${n(y + b)}" fill="${lighten(choc, 0.28)}"/>
<polygon points="${n(x)},${n(y)} ${n(x + b)},${n(y + b)} ${n(x + b)},${n(y1 - b)} ${n(x)},${n(y1)}" fill="${lighten(choc, 0.14)}"/>
<polygon points="${n(x1)},${n(y)} ${n(x1)},${n(y1)} ${n(x1 - b)},${n(y1 - b)} ${n(x1 - b)},${n(y + b)}" fill="${darken(choc, 0.35)}"/>
<rect x="${n(x + b)}" y="${n(y + b)}" width="${n(w - 2 * b)}" height="${n(h - 2 * b)}" fill="${choc}"/>
<rect x="${n(x + b)}" y="${n(y + b)}" width="${n(w - 2 * b)}" height="${n(h - 2 * b)}" fill="url(#kit-top)" opacity="0.6"/>`;
}

/** A bar lying at a slight angle, half out of its foil and printed sleeve, sometimes with a broken-off piece. */
export function drawChocolateBar(p: DrawInput) {
  const choc = pick([CHOCOLATE.milk, CHOCOLATE.dark, "#5a321f"], p.variant);
  const angle = pick([-14, 10, -6, 16], p.variant);
  const foil = p.variant % 2 === 0 ? ["#f3f3f5", "#a9abb2"] : ["#fbe6a2", "#b8913a"];
  const [x0, y0, x1, y1] = [190, 400, 810, 600];
  const cols = 6;
  const cw = (x1 - x0) / cols;
  const ch = (y1 - y0) / 2;
  const wrapEnd = pick([470, 520, 420], p.variant);
  let squares = "";
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < 2; r++) squares += square(x0 + c * cw, y0 + r * ch, cw, ch, choc);
  }
  const teeth = Array.from(
    { length: 9 },
    (_, i) => `${n(wrapEnd + 42 + (i % 2 ? 18 : 0))},${n(y0 - 8 + (i * (y1 - y0 + 16)) / 8)}`,
  );
  const foilShape = `${wrapEnd - 20},${y0 - 8} ${teeth.join(" ")} ${wrapEnd - 20},${y1 + 8}`;
  const sleeve = `<rect x="${x0 - 14}" y="${y0 - 16}" width="${wrapEnd - x0 + 14}" height="${y1 - y0 + 32}" rx="6" fill="${p.main}"/>
<rect x="${x0 - 14}" y="${y0 - 16}" width="${wrapEnd - x0 + 14}" height="${y1 - y0 + 32}" rx="6" fill="url(#cbar-sleeve)"/>
<rect x="${x0 - 14}" y="${y1 - 22}" width="${wrapEnd - x0 + 14}" height="20" fill="${p.accent}"/>
<rect x="${wrapEnd - 12}" y="${y0 - 16}" width="12" height="${y1 - y0 + 32}" fill="${darken(p.main, 0.3)}"/>
${label(p.label, (x0 + wrapEnd) / 2 - 6, (y0 + y1) / 2 - 14, wrapEnd - x0 - 40, 52, inkOn(p.main))}
<path d="M${x0 + 20} ${(y0 + y1) / 2 + 30} L${wrapEnd - 40} ${(y0 + y1) / 2 + 30}" stroke="${p.accent}" stroke-width="3"/>`;
  const broken =
    p.variant % 3 === 2
      ? ""
      : `<g transform="translate(${p.variant % 2 ? 250 : 640} 735) rotate(${p.variant % 2 ? 18 : -22})">${floorShadow(cw, ch * 0.6, cw * 1.3, 22)}${square(0, 0, cw, ch, choc)}${square(cw, 0, cw, ch, choc)}</g>`;
  return `<defs>${linear(
    "cbar-foil",
    [
      [0, foil[0] ?? "#fff"],
      [0.5, foil[1] ?? "#999"],
      [0.7, foil[0] ?? "#fff"],
      [1, foil[1] ?? "#999"],
    ],
    0,
    0,
    1,
    1,
  )}${linear("cbar-sleeve", [
    [0, "#fff", 0.25],
    [0.3, "#fff", 0],
    [1, "#000", 0.25],
  ])}</defs>
${floorShadow(500, 640, 400, 120)}
<g transform="rotate(${angle} 500 500)">
<rect x="${x0}" y="${y0 + 14}" width="${x1 - x0}" height="${y1 - y0}" rx="4" fill="${darken(choc, 0.45)}"/>
${squares}
<polygon points="${foilShape}" fill="url(#cbar-foil)"/>
${sleeve}
</g>${broken}`;
}
