import { type DrawInput, darken, floorShadow, ink, inkOn, label, lighten, n, pick } from "./svg-kit";

/** Flat-space tray coordinates → picture coordinates for a tray centred at (500, cy), tilted away. */
const project = (cy: number) => (x: number, y: number) => [500 + x, cy + y * 0.6] as const;

/** A kaju katli diamond with its silver-leaf (varq) sheen, seen from above at the tray's tilt. */
function katli(x: number, y: number, s: number) {
  const d = (dx: number, dy: number) => `${n(x + dx * s)},${n(y + dy * s * 0.6)}`;
  return `<polygon points="${d(0, -40)} ${d(34, 0)} ${d(0, 40)} ${d(-34, 0)}" transform="translate(0 ${n(8 * s)})" fill="#c9ab7c"/>
<polygon points="${d(0, -40)} ${d(34, 0)} ${d(0, 40)} ${d(-34, 0)}" fill="#efdcb6"/>
<polygon points="${d(0, -32)} ${d(26, 0)} ${d(0, 32)} ${d(-26, 0)}" fill="#f4f5f8" opacity="0.75"/>
<path d="M${d(-12, -6)} L${d(4, 8)} M${d(6, -16)} L${d(12, -6)} M${d(-6, 14)} L${d(2, 20)}" stroke="#c8ccd4" stroke-width="2"/>`;
}

function laddoo(x: number, y: number, r: number, colour: string, rand: () => number) {
  let boondi = "";
  for (let i = 0; i < 26; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * r * 0.9;
    boondi += `<circle cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d)}" r="${n(r * 0.1)}" fill="${i % 2 ? lighten(colour, 0.3) : darken(colour, 0.15)}"/>`;
  }
  return `${floorShadow(x, y + r * 0.85, r * 1.1, r * 0.3)}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}"/>${boondi}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#kit-sphere)" opacity="0.8"/>`;
}

/** A square of barfi with visible thickness and chopped-pistachio garnish. */
function barfi(x: number, y: number, s: number, colour: string) {
  const [w, d, h] = [70 * s, 70 * s * 0.6, 20 * s];
  return `<rect x="${n(x - w / 2)}" y="${n(y + d / 2)}" width="${n(w)}" height="${n(h)}" fill="${darken(colour, 0.18)}"/>
<rect x="${n(x - w / 2)}" y="${n(y - d / 2)}" width="${n(w)}" height="${n(d)}" fill="${colour}"/><rect x="${n(x - w / 2)}" y="${n(y - d / 2)}" width="${n(w)}" height="${n(d)}" fill="url(#kit-top)" opacity="0.6"/>
<path d="M${n(x - w * 0.25)} ${n(y - d * 0.1)} l8 -3 M${n(x + w * 0.1)} ${n(y + d * 0.15)} l7 2 M${n(x + w * 0.2)} ${n(y - d * 0.25)} l6 -4" stroke="#6f9a2e" stroke-width="5" stroke-linecap="round"/>`;
}

const LADDOO = ["#f2a03a", "#f5b935", "#ee8f2a"];
const BARFI = ["#b9cf7f", "#f4b6c2", "#f6efe1"];

function box(p: DrawInput) {
  const at = project(570);
  const lid = "215,140 785,140 805,430 195,430";
  let rows = "";
  for (let i = 0; i < 4; i++) {
    const [x, y] = at(-225 + i * 150, -150);
    rows += `<ellipse cx="${n(x)}" cy="${n(y + 20)}" rx="70" ry="34" fill="#d9b25a"/>${laddoo(x, y - 10, 58, pick(LADDOO, p.variant), p.rand)}`;
  }
  for (let i = 0; i < 5; i++) {
    const [x, y] = at(-240 + i * 120, 10);
    rows += barfi(x, y, 1.35, pick(BARFI, i + p.variant));
  }
  for (let i = 0; i < 6; i++) {
    const [x, y] = at(-250 + i * 100, 165);
    rows += katli(x, y, 1.6);
  }
  return `${floorShadow(500, 790, 410, 55)}
<polygon points="${lid}" fill="${p.main}"/><polygon points="${lid}" fill="url(#kit-top)"/>
<path d="M300 190 Q500 150 700 190 M300 390 Q500 430 700 390" stroke="${p.accent}" stroke-width="5" fill="none"/>
${label(p.label, 500, 290, 480, 64, inkOn(p.main))}
<polygon points="165,430 835,430 850,700 150,700" fill="${darken(p.main, 0.15)}"/><polygon points="180,444 820,444 832,690 168,690" fill="#fbf3e2"/>
${rows}
<rect x="150" y="700" width="700" height="80" fill="${p.main}"/><rect x="150" y="700" width="700" height="80" fill="url(#kit-top)"/><rect x="150" y="724" width="700" height="14" fill="${p.accent}"/>`;
}

function thali(p: DrawInput) {
  const at = project(610);
  let ring = "";
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 - Math.PI / 2;
    const [x, y] = at(Math.cos(a) * 245, Math.sin(a) * 245);
    ring += katli(x, y, 1.5);
  }
  const pile = [
    [-80, 0, 60],
    [80, 0, 60],
    [0, 30, 60],
    [-40, -70, 58],
    [40, -70, 58],
    [0, -135, 56],
  ] as const;
  const laddoos = pile
    .map(([dx, dy, r]) => laddoo(500 + dx, 590 + dy, r, pick(LADDOO, p.variant + 1), p.rand))
    .join("");
  let petals = "";
  for (let i = 0; i < 10; i++) {
    const [x, y] = at((p.rand() - 0.5) * 560, (p.rand() - 0.5) * 560);
    petals += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="14" ry="8" fill="${i % 2 ? "#f59e0b" : p.accent}" transform="rotate(${Math.round(p.rand() * 180)} ${n(x)} ${n(y)})"/>`;
  }
  return `${floorShadow(500, 800, 400, 60)}
<ellipse cx="500" cy="628" rx="370" ry="222" fill="#a8791e"/><ellipse cx="500" cy="610" rx="370" ry="222" fill="#d9b25a"/>
<ellipse cx="500" cy="610" rx="370" ry="222" fill="url(#kit-top)"/><ellipse cx="500" cy="612" rx="330" ry="196" fill="#c49a3c"/>
<ellipse cx="500" cy="614" rx="320" ry="188" fill="#e6c473"/><ellipse cx="500" cy="614" rx="320" ry="188" fill="url(#kit-sphere)" opacity="0.3"/>
${ring}${petals}${laddoos}${label(p.label, 500, 878, 520, 40, ink(p.bg, darken(p.main, 0.2)))}`;
}

/** Indian sweets: an open box of laddoos, barfi and kaju katli, or a brass thali piled with them. */
export const drawMithai = (p: DrawInput) => (p.variant % 2 === 0 ? box(p) : thali(p));
