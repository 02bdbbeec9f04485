import { heartPath } from "./draw-parts";
import { type DrawInput, darken, floorShadow, ink, inkOn, label, lighten, pick } from "./svg-kit";

/** A ceramic mug with the label printed on it: plain or two-tone, coffee or hot chocolate, steam, and props. */
export function drawMug(p: DrawInput) {
  const right = p.variant % 2 === 0;
  const white = p.variant % 4 >= 2;
  const body = white ? "#f7f4ef" : p.main;
  const print = ink(body, white ? p.main : inkOn(p.main));
  const [x0, x1, top, bottom] = [300, 640, 300, 720];
  const cx = (x0 + x1) / 2;
  const hx = right ? x1 - 6 : x0 + 6;
  const dir = right ? 1 : -1;
  const handle = `M${hx} 400 C${hx + dir * 150} 380 ${hx + dir * 170} 600 ${hx} 620`;
  const drink = pick(["#5a3520", "#6e4128", "#4a2a1c"], p.variant);
  const marshmallows =
    p.variant % 3 === 1
      ? [-80, -20, 45, 100]
          .map(
            (dx, i) =>
              `<rect x="${cx + dx - 22}" y="${top - 14 + (i % 2) * 10}" width="44" height="30" rx="10" fill="${i % 2 ? "#ffd6e0" : "#ffffff"}"/>`,
          )
          .join("")
      : `<ellipse cx="${cx}" cy="${top + 2}" rx="110" ry="20" fill="${lighten(drink, 0.35)}" opacity="0.7"/><g transform="translate(${cx} ${top + 2}) scale(1 0.35)"><path d="${heartPath(0, 0, 60)}" fill="${lighten(drink, 0.7)}"/></g>`;
  const steam = [cx - 60, cx, cx + 60]
    .map(
      (x, i) =>
        `<path d="M${x} ${top - 40 - i * 6} c-30 -40 30 -60 0 -100 c-25 -35 20 -55 5 -80" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.55"/>`,
    )
    .join("");
  const motif = pick(
    [
      `<path d="${heartPath(cx, 440, 90)}" fill="${white ? p.accent : lighten(p.accent, 0.1)}"/>`,
      `<path d="M${cx - 140} 440 L${cx + 140} 440" stroke="${p.accent}" stroke-width="6"/><circle cx="${cx}" cy="440" r="14" fill="${p.accent}"/>`,
      `<path d="M${cx - 50} 440 l12 -26 l12 26 l28 4 l-20 18 l6 28 l-26 -14 l-26 14 l6 -28 l-20 -18 Z" fill="${p.accent}"/>`,
    ],
    Math.floor(p.variant / 2),
  );
  const props =
    p.variant % 3 === 2
      ? `${floorShadow(800, 790, 70, 14)}<g transform="translate(800 760) scale(1 0.5)"><circle r="70" fill="#c98b4b"/><circle r="70" fill="url(#kit-sphere)" opacity="0.5"/><circle cx="-20" cy="-10" r="9" fill="#3b2116"/><circle cx="22" cy="12" r="8" fill="#3b2116"/><circle cx="8" cy="-30" r="7" fill="#3b2116"/></g>`
      : [0, 1, 2, 3, 4]
          .map((i) => {
            const [x, y] = [right ? 200 + i * 30 : 760 + i * 25, 790 + (i % 2) * 18];
            return `<g transform="rotate(${i * 50} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="16" ry="11" fill="#4a2a1c"/><path d="M${x - 12} ${y} Q${x} ${y - 5} ${x + 12} ${y}" stroke="#2a160c" stroke-width="3" fill="none"/></g>`;
          })
          .join("");
  return `${floorShadow(cx + dir * 40, bottom + 10, 300, 50)}${p.variant % 3 === 0 ? `<ellipse cx="${cx}" cy="${bottom + 14}" rx="240" ry="46" fill="${darken(p.bg, 0.08)}"/><ellipse cx="${cx}" cy="${bottom + 6}" rx="240" ry="46" fill="${lighten(p.bg, 0.75)}"/>` : ""}
${steam}
<path d="${handle}" stroke="${darken(body, 0.2)}" stroke-width="50" fill="none" stroke-linecap="round"/><path d="${handle}" stroke="${body}" stroke-width="34" fill="none" stroke-linecap="round"/>
<path d="M${x0} ${top} L${x0 + 8} ${bottom - 30} Q${x0 + 12} ${bottom} ${x0 + 50} ${bottom} L${x1 - 50} ${bottom} Q${x1 - 12} ${bottom} ${x1 - 8} ${bottom - 30} L${x1} ${top} Z" fill="${body}"/>
${motif}${label(p.label, cx, 560, x1 - x0 - 70, 54, print)}
<path d="M${x0} ${top} L${x0 + 8} ${bottom - 30} Q${x0 + 12} ${bottom} ${x0 + 50} ${bottom} L${x1 - 50} ${bottom} Q${x1 - 12} ${bottom} ${x1 - 8} ${bottom - 30} L${x1} ${top} Z" fill="url(#kit-cyl)"/>
<ellipse cx="${cx}" cy="${top}" rx="${(x1 - x0) / 2}" ry="40" fill="${darken(body, 0.12)}"/><ellipse cx="${cx}" cy="${top + 4}" rx="${(x1 - x0) / 2 - 16}" ry="30" fill="${drink}"/>
${marshmallows}${props}`;
}
