import { bow } from "./draw-parts";
import { type DrawInput, darken, floorShadow, inkOn, label, lighten, n, pick } from "./svg-kit";

const BODY =
  "M330 360 Q300 380 300 430 L300 760 Q300 810 350 810 L650 810 Q700 810 700 760 L700 430 Q700 380 670 360 Z";

/** One sweet at (x, y): a glossy ball, a twist-wrapped candy or a foil-wrapped chocolate. */
function sweet(kind: number, x: number, y: number, colour: string, turn: number) {
  if (kind === 1) {
    return `<g transform="translate(${n(x)} ${n(y)}) rotate(${turn})"><path d="M-30 0 L-52 -18 L-50 18 Z M30 0 L52 -18 L50 18 Z" fill="${lighten(colour, 0.3)}"/><ellipse rx="34" ry="24" fill="${colour}"/><path d="M-20 -8 L20 -8 M-22 6 L22 6" stroke="#fff" stroke-width="5" opacity="0.6"/><ellipse rx="34" ry="24" fill="url(#kit-sphere)"/></g>`;
  }
  const r = kind === 2 ? 30 : 26;
  const cap =
    kind === 2
      ? `<path d="M${n(x - 10)} ${n(y - r + 4)} l10 -12 l10 12" stroke="${darken(colour, 0.3)}" stroke-width="4" fill="none"/>`
      : "";
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${colour}"/>${cap}<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="url(#kit-sphere)"/>`;
}

/** A glass jar of sweets with a fabric or metal lid, ribbon and bow, and a round label. */
export function drawJar(p: DrawInput) {
  const kind = p.variant % 3;
  const colours =
    kind === 2
      ? ["#d9b25a", "#b8862e", "#6e4128", "#c0c4cc", p.main]
      : [p.main, p.accent, "#ffd166", "#06d6a0", "#ef476f", "#118ab2", lighten(p.main, 0.4)];
  const fillTop = pick([420, 470, 440], p.variant);
  let sweets = "";
  let i = 0;
  for (let y = 790; y > fillTop; y -= 44) {
    const offset = (Math.round((790 - y) / 44) % 2) * 30;
    for (let x = 300 + offset; x < 720; x += 62) {
      sweets += sweet(
        kind,
        x + (p.rand() - 0.5) * 14,
        y + (p.rand() - 0.5) * 10,
        pick(colours, i * 3 + Math.floor(p.rand() * 3)),
        Math.round(p.rand() * 60 - 30),
      );
      i++;
    }
  }
  const fabric = p.variant % 2 === 0;
  const lid = fabric
    ? `<path d="M290 330 Q300 250 500 240 Q700 250 710 330 Q690 345 670 330 Q650 350 625 332 Q600 352 575 334 Q550 354 525 336 Q500 354 475 336 Q450 354 425 334 Q400 352 375 332 Q350 350 330 330 Q310 345 290 330 Z" fill="${lighten(p.main, 0.2)}"/>
<path d="M290 330 Q300 250 500 240 Q700 250 710 330" fill="none" stroke="${p.main}" stroke-width="8" stroke-dasharray="24 24"/>`
    : `<rect x="320" y="290" width="360" height="60" rx="12" fill="#c9ccd3"/><rect x="320" y="290" width="360" height="60" rx="12" fill="url(#kit-cyl)"/>`;
  const sticker = p.label
    ? `<ellipse cx="500" cy="600" rx="150" ry="92" fill="#fbf6ee"/><ellipse cx="500" cy="600" rx="138" ry="80" fill="none" stroke="${p.accent}" stroke-width="4"/>${label(p.label, 500, 600, 230, 38, inkOn("#fbf6ee"))}`
    : "";
  return `<clipPath id="jar-in"><path d="${BODY}"/></clipPath>${floorShadow(500, 812, 280, 40)}
<path d="${BODY}" fill="${lighten(p.bg, 0.6)}" opacity="0.45"/><g clip-path="url(#jar-in)">${sweets}</g>
<path d="${BODY}" fill="url(#kit-glass)"/><path d="${BODY}" fill="none" stroke="#fff" stroke-width="5" opacity="0.6"/>
<rect x="330" y="330" width="340" height="40" rx="8" fill="${lighten(p.bg, 0.7)}" opacity="0.7"/>${lid}
<rect x="318" y="340" width="364" height="22" fill="${p.accent}"/>${bow(500, 348, 0.75, p.accent)}${sticker}`;
}
