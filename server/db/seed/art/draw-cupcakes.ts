import { sprinkles } from "./draw-parts";
import { type DrawInput, darken, floorShadow, ink, label, lighten, n, pick } from "./svg-kit";

/** One cupcake whose liner base is at (x, y): pleated liner, dome, piped swirl, sprinkles and maybe a cherry. */
function cupcake(
  p: DrawInput,
  x: number,
  y: number,
  s: number,
  liner: string,
  frosting: string,
  cherry: boolean,
) {
  const pleats = Array.from({ length: 11 }, (_, i) => `M${-75 + i * 15} -10 L${-58 + i * 11.6} 110`).join(
    " ",
  );
  const tiers = (
    [
      [-28, 92, 40],
      [-72, 72, 34],
      [-108, 50, 28],
    ] as const
  )
    .map(
      ([cy, rx, ry]) =>
        `<ellipse cy="${cy}" rx="${rx}" ry="${ry}" fill="${frosting}"/><path d="M${-rx * 0.8} ${cy + ry * 0.55} Q0 ${cy + ry * 1.1} ${rx * 0.8} ${cy + ry * 0.55}" stroke="${darken(frosting, 0.12)}" stroke-width="4" fill="none"/><ellipse cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#kit-sphere)" opacity="0.55"/>`,
    )
    .join("");
  const where = () => {
    const a = p.rand() * Math.PI * 2;
    const d = Math.sqrt(p.rand());
    return [Math.cos(a) * d * 80, -60 + Math.sin(a) * d * 50] as const;
  };
  const top = cherry
    ? `<path d="M0 -150 q8 -34 30 -42" stroke="#4f7a2b" stroke-width="4" fill="none"/><circle cy="-142" r="20" fill="#c8102e"/><circle cy="-142" r="20" fill="url(#kit-sphere)"/>`
    : `<path d="M-22 -124 Q0 -176 16 -150 Q24 -132 0 -128 Z" fill="${frosting}"/><path d="M-22 -124 Q0 -176 16 -150 Q24 -132 0 -128 Z" fill="url(#kit-sphere)" opacity="0.5"/>`;
  return `${floorShadow(x, y + 4 * s, 90 * s, 18 * s)}<g transform="translate(${n(x)} ${n(y - 110 * s)}) scale(${n(s * 100) / 100})">
<path d="M-75 -10 L75 -10 L58 110 L-58 110 Z" fill="${liner}"/><path d="${pleats}" stroke="${darken(liner, 0.2)}" stroke-width="3"/><path d="M-75 -10 L75 -10 L58 110 L-58 110 Z" fill="url(#kit-cyl)"/>
<ellipse cy="-8" rx="82" ry="24" fill="#9a5f34"/>${tiers}${sprinkles(p.rand, 16, where, 13)}${top}</g>`;
}

const LAYOUTS: readonly (readonly (readonly [number, number, number])[])[] = [
  [
    [265, 800, 1.25],
    [500, 800, 1.25],
    [735, 800, 1.25],
  ],
  [
    [385, 640, 1.1],
    [615, 640, 1.1],
    [270, 800, 1.1],
    [730, 800, 1.1],
  ],
  [
    [280, 640, 1.05],
    [500, 640, 1.05],
    [720, 640, 1.05],
    [390, 800, 1.05],
    [610, 800, 1.05],
  ],
  [
    [270, 630, 1],
    [500, 630, 1],
    [730, 630, 1],
    [270, 800, 1],
    [500, 800, 1],
    [730, 800, 1],
  ],
];

/** Three to six cupcakes in rows, frosting alternating between the accent and a lighter tone. */
export function drawCupcakes(p: DrawInput) {
  const layout = pick(LAYOUTS, p.variant);
  const frostings = [p.accent, lighten(p.accent, 0.55), "#fff4ea"];
  const cakes = layout
    .map(([x, y, s], i) =>
      cupcake(
        p,
        x,
        y,
        s,
        i % 2 ? lighten(p.main, 0.15) : p.main,
        pick(frostings, i + p.variant),
        (i + p.variant) % 3 === 0,
      ),
    )
    .join("");
  const sign = p.label
    ? `<rect x="290" y="846" width="420" height="56" rx="28" fill="${lighten(p.bg, 0.7)}"/><rect x="290" y="846" width="420" height="56" rx="28" fill="none" stroke="${p.main}" stroke-width="3"/>${label(p.label, 500, 874, 380, 30, ink(lighten(p.bg, 0.7), darken(p.main, 0.3)))}`
    : "";
  return cakes + sign;
}
