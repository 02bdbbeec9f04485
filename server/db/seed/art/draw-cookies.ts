import { bow } from "./draw-parts";
import { type DrawInput, darken, floorShadow, ink, inkOn, label, lighten, n, pick } from "./svg-kit";

const DOUGH = "#c98b4b";

/** A cookie seen face-on: lumpy outline, baked gradient, chocolate chips and a crack or two. */
function cookieFace(p: DrawInput, r: number, dough: string) {
  const pts = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    const d = r * (0.94 + p.rand() * 0.08);
    return [Math.cos(a) * d, Math.sin(a) * d] as const;
  });
  const mid = (i: number) => {
    const a = pick(pts, i);
    const b = pick(pts, i + 1);
    return `${n((a[0] + b[0]) / 2)} ${n((a[1] + b[1]) / 2)}`;
  };
  const outline = `M${mid(0)} ${pts.map((_pt, i) => `Q${n(pick(pts, i + 1)[0])} ${n(pick(pts, i + 1)[1])} ${mid(i + 1)}`).join(" ")} Z`;
  let chips = "";
  for (let i = 0; i < 8; i++) {
    const a = p.rand() * Math.PI * 2;
    const d = Math.sqrt(p.rand()) * r * 0.72;
    const [x, y] = [n(Math.cos(a) * d), n(Math.sin(a) * d)];
    chips += `<ellipse cx="${x}" cy="${y}" rx="${n(r * 0.11)}" ry="${n(r * 0.08)}" fill="#3b2116" transform="rotate(${Math.round(p.rand() * 180)} ${x} ${y})"/><circle cx="${n(x - r * 0.03)}" cy="${n(y - r * 0.03)}" r="${n(r * 0.025)}" fill="#8a5a3c"/>`;
  }
  return `<path d="${outline}" fill="${dough}"/><path d="${outline}" fill="url(#ck-bake)"/><path d="M${n(-r * 0.5)} ${n(-r * 0.2)} q${n(r * 0.2)} ${n(-r * 0.1)} ${n(r * 0.35)} ${n(r * 0.05)} M${n(r * 0.1)} ${n(r * 0.45)} q${n(r * 0.15)} ${n(-r * 0.15)} ${n(r * 0.35)} ${n(-r * 0.1)}" stroke="${lighten(dough, 0.3)}" stroke-width="${n(r * 0.03)}" fill="none" stroke-linecap="round"/>${chips}`;
}

/** A cookie lying flat, seen from the front at a low angle: a squashed face over its baked edge. */
const flatCookie = (p: DrawInput, x: number, y: number, r: number, dough: string) =>
  `<ellipse cx="${n(x)}" cy="${n(y + 18)}" rx="${r}" ry="${n(r * 0.3)}" fill="${darken(dough, 0.3)}"/><rect x="${n(x - r)}" y="${n(y)}" width="${r * 2}" height="18" fill="${darken(dough, 0.3)}"/><g transform="translate(${n(x)} ${n(y)}) scale(1 0.3)">${cookieFace(p, r, dough)}</g>`;

function stack(p: DrawInput) {
  const doughs = [DOUGH, "#6b3f26", DOUGH, "#d9a05e"];
  let out = `${floorShadow(420, 790, 250, 50)}`;
  for (let i = 0; i < 7; i++)
    out += flatCookie(p, 420 + (p.rand() - 0.5) * 24, 740 - i * 44, 170, pick(doughs, i + p.variant));
  out += `<rect x="407" y="440" width="26" height="330" fill="${p.accent}" opacity="0.95"/>${bow(420, 470, 0.7, p.accent)}`;
  out += `${floorShadow(700, 800, 150, 24)}<g transform="translate(700 640) rotate(${p.variant % 2 ? -8 : 10})">${cookieFace(p, 150, DOUGH)}</g>`;
  const tag = p.label
    ? `<g transform="rotate(-6 300 790)"><rect x="180" y="760" width="240" height="64" rx="8" fill="#f4ead8"/><rect x="180" y="760" width="240" height="64" rx="8" fill="none" stroke="${p.main}" stroke-width="3"/>${label(p.label, 300, 792, 216, 26, ink("#f4ead8", darken(p.main, 0.3)))}</g>`
    : "";
  return out + tag;
}

function jar(p: DrawInput) {
  const body =
    "M300 330 Q300 300 330 300 L670 300 Q700 300 700 330 L700 760 Q700 800 660 800 L340 800 Q300 800 300 760 Z";
  let inside = "";
  for (let i = 0; i < 9; i++)
    inside += flatCookie(p, 500 + (p.rand() - 0.5) * 30, 760 - i * 50, 175, i % 3 === 1 ? "#6b3f26" : DOUGH);
  return `${floorShadow(500, 800, 260, 40)}<clipPath id="ck-jar"><path d="${body}"/></clipPath><path d="${body}" fill="${lighten(p.bg, 0.5)}" opacity="0.5"/>
<g clip-path="url(#ck-jar)">${inside}</g><path d="${body}" fill="url(#kit-glass)"/><path d="${body}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.7"/>
<rect x="310" y="230" width="380" height="80" rx="14" fill="${p.main}"/><rect x="310" y="230" width="380" height="80" rx="14" fill="url(#kit-cyl)"/>
<rect x="300" y="290" width="400" height="22" rx="8" fill="${darken(p.main, 0.2)}"/>
${p.label ? `<ellipse cx="500" cy="560" rx="150" ry="80" fill="#fbf6ee"/><ellipse cx="500" cy="560" rx="140" ry="70" fill="none" stroke="${p.accent}" stroke-width="4"/>${label(p.label, 500, 560, 240, 36, inkOn("#fbf6ee"))}` : ""}`;
}

function plate(p: DrawInput) {
  const spots = [
    [330, 640],
    [670, 640],
    [500, 590],
    [420, 720],
    [600, 720],
  ] as const;
  const cookies = spots
    .map(
      ([x, y], i) =>
        `<g transform="translate(${x} ${y}) scale(1 0.62) rotate(${i * 40})">${cookieFace(p, 130, i === 2 ? "#6b3f26" : DOUGH)}</g>`,
    )
    .join("");
  return `${floorShadow(500, 770, 420, 60)}<ellipse cx="500" cy="690" rx="380" ry="130" fill="#e4ddd6"/><ellipse cx="500" cy="676" rx="380" ry="128" fill="#fbf8f4"/><ellipse cx="500" cy="676" rx="380" ry="128" fill="none" stroke="${p.main}" stroke-width="8"/>${cookies}${label(p.label, 500, 860, 420, 34, ink(p.bg, darken(p.main, 0.2)))}`;
}

/** Chocolate-chip cookies: a tied stack, a lidded jar or a plateful. */
export function drawCookies(p: DrawInput) {
  const defs = `<defs><radialGradient id="ck-bake"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.35"/><stop offset="0.7" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#5a3010" stop-opacity="0.45"/></radialGradient></defs>`;
  return defs + pick([stack, jar, plate], p.variant)(p);
}
