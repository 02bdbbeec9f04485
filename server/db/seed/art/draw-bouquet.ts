import { bow, leaf } from "./draw-parts";
import { type DrawInput, darken, ink, label, lighten, n, pick } from "./svg-kit";

/** A rose seen from above: outer petals and a spiral of inner petals. */
function rose(x: number, y: number, r: number, colour: string, turn: number) {
  const dark = darken(colour, 0.25);
  const petals = [0, 72, 144, 216, 288]
    .map((a) => {
      const rad = ((a + turn) * Math.PI) / 180;
      return `<circle cx="${n(x + Math.cos(rad) * r * 0.45)}" cy="${n(y + Math.sin(rad) * r * 0.45)}" r="${n(r * 0.58)}" fill="${darken(colour, 0.12)}"/>`;
    })
    .join("");
  let spiral = `M${x} ${y}`;
  for (let i = 1; i <= 6; i++)
    spiral += ` A${n(r * 0.1 * i)} ${n(r * 0.1 * i)} 0 0 1 ${n(x + (i % 2 ? r * 0.1 * (i + 1) : -r * 0.1 * i))} ${y}`;
  return `${petals}<circle cx="${x}" cy="${y}" r="${n(r * 0.78)}" fill="${colour}"/><path d="${spiral}" stroke="${dark}" stroke-width="${n(r * 0.06)}" stroke-opacity="0.75" fill="none" stroke-linecap="round" transform="rotate(${turn} ${x} ${y})"/><circle cx="${x}" cy="${y}" r="${n(r * 0.95)}" fill="url(#kit-sphere)" opacity="0.45"/>`;
}

/** A gerbera: two rings of slender petals round a dark, pollen-dotted centre. */
function gerbera(x: number, y: number, r: number, colour: string) {
  let out = "";
  for (const [count, len, shade] of [
    [20, 1, 0],
    [20, 0.78, 0.25],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const a = (360 * (i + (shade ? 0.5 : 0))) / count;
      out += `<ellipse cx="${n(x + r * 0.52 * len)}" cy="${y}" rx="${n(r * 0.45 * len)}" ry="${n(r * 0.11)}" fill="${lighten(colour, shade)}" transform="rotate(${n(a)} ${x} ${y})"/>`;
    }
  }
  return `${out}<circle cx="${x}" cy="${y}" r="${n(r * 0.3)}" fill="#f2c12e"/><circle cx="${x}" cy="${y}" r="${n(r * 0.2)}" fill="#4a2f17"/><circle cx="${x}" cy="${y}" r="${n(r * 0.3)}" fill="url(#kit-sphere)" opacity="0.5"/>`;
}

const SPOTS = [
  [500, 330, 78],
  [370, 370, 70],
  [630, 370, 70],
  [430, 230, 66],
  [580, 225, 66],
  [300, 280, 58],
  [700, 280, 58],
  [500, 450, 66],
  [360, 470, 56],
  [640, 470, 56],
] as const;

/** Roses and gerberas in the palette colours, wrapped in paper, tied with a ribbon and a name tag. */
export function drawBouquet(p: DrawInput) {
  const wrap = pick(["#d8b48a", lighten(p.main, 0.78), "#f6f1ea", darken(p.accent, 0.1)], p.variant);
  const mode = p.variant % 3;
  const count = 7 + (p.variant % 4);
  const leaves = [-150, -120, -60, -30, 200, 160, 20, -90]
    .map((a, i) =>
      leaf(
        500 + Math.cos((a * Math.PI) / 180) * 190,
        340 + Math.sin((a * Math.PI) / 180) * 150,
        110,
        a,
        i % 2 ? "#3f7a3a" : "#5a9a46",
      ),
    )
    .join("");
  const flowers = SPOTS.slice(0, count)
    .map(([x, y, r], i) => {
      const isRose = mode === 0 || (mode === 1 ? i % 2 === 0 : i % 3 !== 1);
      const colour = i % 4 === 3 ? lighten(p.main, 0.35) : p.main;
      return isRose
        ? rose(x, y, r, colour, i * 47 + p.variant * 13)
        : gerbera(x, y, r * 1.1, mode === 1 ? p.accent : lighten(p.accent, 0.1));
    })
    .reverse()
    .join("");
  let filler = "";
  for (let i = 0; i < 40; i++) {
    const a = Math.PI * (1.05 + p.rand() * 0.9);
    const d = 200 + p.rand() * 60;
    filler += `<circle cx="${n(500 + Math.cos(a) * d * 1.15)}" cy="${n(360 + Math.sin(a) * d * 0.85)}" r="${n(5 + p.rand() * 5)}" fill="#ffffff" stroke="#e6e0d8" stroke-width="1"/>`;
  }
  const tag = p.label
    ? `<path d="M540 690 Q580 730 600 742" stroke="#8a6a4a" stroke-width="2" fill="none"/><g transform="rotate(12 660 770)"><rect x="545" y="738" width="240" height="76" rx="8" fill="#fbf6ee"/><rect x="545" y="738" width="240" height="76" rx="8" fill="none" stroke="${p.accent}" stroke-width="3"/>${label(p.label, 665, 776, 214, 28, ink("#fbf6ee", darken(p.main, 0.35)))}</g>`
    : "";
  return `<ellipse cx="500" cy="860" rx="150" ry="22" fill="url(#kit-floor)"/>
<path d="M500 860 L180 300 Q220 170 360 150 L500 260 L640 150 Q780 170 820 300 Z" fill="${darken(wrap, 0.12)}"/>
${leaves}${filler}${flowers}
<path d="M500 860 L235 430 Q300 500 390 490 L500 860 Z" fill="${lighten(wrap, 0.1)}"/>
<path d="M500 860 L765 430 Q700 500 610 490 L500 860 Z" fill="${darken(wrap, 0.08)}"/>
<path d="M500 860 L330 470 Q420 540 500 520 Q580 540 670 470 Z" fill="${wrap}"/>
<path d="M500 860 L330 470 Q420 540 500 520 Q580 540 670 470 Z" fill="url(#kit-cyl)" opacity="0.7"/>
<path d="M452 690 L548 690 L542 720 L458 720 Z" fill="${p.accent}"/>${bow(500, 690, 0.9, p.accent)}${tag}`;
}
