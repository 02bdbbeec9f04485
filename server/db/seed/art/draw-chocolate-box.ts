import { bonbon, bow, CHOCOLATE, type Finish, squareChoc } from "./draw-parts";
import { type DrawInput, darken, floorShadow, inkOn, label, lighten, mix, n, pick } from "./svg-kit";

const FINISHES: readonly Finish[] = ["drizzle", "nut", "dust", "swirl", "gold", "plain"];
const BODIES = [
  CHOCOLATE.dark,
  CHOCOLATE.milk,
  CHOCOLATE.white,
  CHOCOLATE.dark,
  CHOCOLATE.ruby,
  CHOCOLATE.milk,
];
const GRIDS = [
  [3, 4],
  [3, 5],
  [2, 4],
  [3, 3],
] as const;

/** Rows of chocolates on a tray seen at an angle: rows shrink and squash towards the back. */
function tray(p: DrawInput, back: readonly number[], front: readonly number[], rows: number, cols: number) {
  const [bx0 = 0, bx1 = 0, by = 0] = back;
  const [fx0 = 0, fx1 = 0, fy = 0] = front;
  const cup = mix(p.accent, "#3b2116", 0.35);
  let out = "";
  for (let i = 0; i < rows; i++) {
    const t = (i + 0.5) / rows;
    const left = bx0 + (fx0 - bx0) * t;
    const cell = (bx1 + (fx1 - bx1) * t - left) / cols;
    const y = by + (fy - by) * t;
    for (let j = 0; j < cols; j++) {
      const k = i * cols + j + p.variant * 3;
      const x = left + cell * (j + 0.5);
      const r = cell * 0.37;
      const body = pick(BODIES, k * 5 + i);
      const piece =
        (k + p.variant) % 4 === 3
          ? squareChoc(0, 0, r * 0.9, body, cup)
          : bonbon(0, 0, r, body, pick(FINISHES, k * 7 + 1), cup, p.rand);
      out += `<g transform="translate(${n(x)} ${n(y)}) scale(1 0.72)">${piece}</g>`;
    }
  }
  return out;
}

/** An open box with its lid standing behind it. */
function openBox(p: DrawInput) {
  const [rows, cols] = pick(GRIDS, Math.floor(p.variant / 2));
  const lidInk = inkOn(p.main);
  const lid = "250,140 750,140 772,470 228,470";
  return `<defs><clipPath id="cb-lid"><polygon points="${lid}"/></clipPath></defs>
${floorShadow(500, 800, 400, 55)}
<polygon points="${lid}" fill="${p.main}"/><polygon points="${lid}" fill="url(#kit-top)"/>
<polygon points="272,162 728,162 748,448 252,448" fill="none" stroke="${p.accent}" stroke-width="5" opacity="0.85"/>
<rect x="200" y="208" width="600" height="46" fill="${p.accent}" clip-path="url(#cb-lid)"/>
<rect x="200" y="208" width="600" height="14" fill="#fff" opacity="0.22" clip-path="url(#cb-lid)"/>
${label(p.label, 500, 345, 400, 62, lidInk)}
<path d="M420 405 L580 405" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>
${bow(500, 226, 0.9, p.accent)}
<polygon points="245,445 755,445 810,660 190,660" fill="${darken(p.main, 0.45)}"/>
<polygon points="262,462 738,462 786,648 214,648" fill="${darken(p.main, 0.62)}"/>
<polygon points="245,445 755,445 738,462 262,462" fill="${darken(p.main, 0.25)}"/>
${tray(p, [270, 730, 500], [225, 775, 622], rows, cols)}
<polygon points="190,660 810,660 810,790 190,790" fill="${p.main}"/>
<polygon points="190,660 810,660 810,790 190,790" fill="url(#kit-top)"/>
<rect x="190" y="656" width="620" height="10" fill="${lighten(p.main, 0.3)}"/>
<rect x="190" y="700" width="620" height="26" fill="${p.accent}" opacity="0.9"/>`;
}

/** A closed, ribboned box at a three-quarter angle, with a few loose chocolates in front. */
function closedBox(p: DrawInput) {
  const side = darken(p.main, 0.32);
  const band = p.accent;
  const loose = [
    [235, 795, CHOCOLATE.dark, "drizzle"],
    [335, 828, CHOCOLATE.milk, "nut"],
    [770, 800, CHOCOLATE.white, "swirl"],
  ] as const;
  const pieces = loose
    .slice(0, 2 + (p.variant % 4 === 3 ? 1 : 0))
    .map(
      ([x, y, body, finish]) =>
        `${floorShadow(x, y + 12, 48, 14)}<g transform="translate(${x} ${y}) scale(1 0.72)">${bonbon(0, 0, 36, body, finish, darken(band, 0.2), p.rand)}</g>`,
    )
    .join("");
  const top = "190,580 660,580 820,320 350,320";
  return `${floorShadow(520, 640, 430, 110)}
<polygon points="${top}" fill="${lighten(p.main, 0.06)}"/>
<polygon points="${top}" fill="url(#kit-top)" opacity="0.6"/>
<polygon points="217,562 650,562 795,330 362,330" fill="none" stroke="${p.accent}" stroke-width="4" opacity="0.7"/>
<polygon points="190,580 660,580 660,700 190,700" fill="${p.main}"/>
<polygon points="190,580 660,580 660,700 190,700" fill="url(#kit-top)"/>
<polygon points="660,580 820,320 820,440 660,700" fill="${side}"/>
<polygon points="260,580 302,580 462,320 420,320" fill="${band}"/>
<rect x="260" y="580" width="42" height="120" fill="${darken(band, 0.12)}"/>
<path d="M190 580 L660 580 L820 320" stroke="${lighten(p.main, 0.35)}" stroke-width="4" fill="none"/>
<g transform="matrix(1 0 -0.615 1 350 320)">${label(p.label, 322, 135, 250, 54, inkOn(p.main))}</g>
${bow(361, 450, 0.8, band)}
${pieces}`;
}

export const drawChocolateBox = (p: DrawInput) => (p.variant % 2 === 0 ? openBox(p) : closedBox(p));
