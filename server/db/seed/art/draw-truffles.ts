import { CHOCOLATE, cakeStand } from "./draw-parts";
import { type DrawInput, darken, floorShadow, label, lighten, n, pick } from "./svg-kit";

type Coat = "cocoa" | "drizzle" | "white" | "nuts" | "main" | "gold";
const COATS: readonly Coat[] = ["cocoa", "drizzle", "white", "nuts", "main", "cocoa", "gold", "drizzle"];

function truffle(p: DrawInput, id: string, x: number, y: number, r: number, coat: Coat) {
  const base = {
    cocoa: "#4a2a1c",
    drizzle: CHOCOLATE.dark,
    white: CHOCOLATE.white,
    nuts: CHOCOLATE.milk,
    main: p.main,
    gold: "#2e1a12",
  }[coat];
  let top = "";
  if (coat === "cocoa" || coat === "nuts" || coat === "gold") {
    const colour = { cocoa: "#9a6a48", nuts: "#e0b27a", gold: "#e8c15a" }[coat];
    const count = coat === "cocoa" ? 40 : 12;
    for (let i = 0; i < count; i++) {
      const a = p.rand() * Math.PI * 2;
      const d = Math.sqrt(p.rand()) * r * 0.92;
      const s = coat === "cocoa" ? r * 0.035 : r * 0.09;
      top += `<rect x="${n(x + Math.cos(a) * d)}" y="${n(y + Math.sin(a) * d)}" width="${n(s * 1.4)}" height="${n(s)}" fill="${colour}" transform="rotate(${Math.round(p.rand() * 90)} ${n(x + Math.cos(a) * d)} ${n(y + Math.sin(a) * d)})"/>`;
    }
  } else {
    const line =
      coat === "white" ? CHOCOLATE.milk : coat === "main" ? lighten(p.main, 0.7) : lighten(p.accent, 0.35);
    const zigzag = Array.from(
      { length: 7 },
      (_, i) => `${n(x + (i % 2 ? 1 : -1) * r * 1.05)} ${n(y + (i * 0.22 - 0.85 + p.rand() * 0.1) * r)}`,
    );
    top = `<path d="M${zigzag.join(" L")}" stroke="${line}" stroke-width="${n(r * 0.07)}" fill="none" stroke-linejoin="round" clip-path="url(#${id})"/>`;
  }
  return `${floorShadow(x, y + r * 0.82, r * 1.05, r * 0.3, 0.8)}<clipPath id="${id}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/></clipPath>
<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${base}"/>${top}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#kit-sphere)" opacity="${coat === "cocoa" ? 0.55 : 1}"/>`;
}

function base(p: DrawInput, style: number) {
  if (style === 1) {
    const wood = "#a8713f";
    const grain = [0, 1, 2, 3, 4]
      .map((i) => `M${180 + i * 10} ${672 + i * 18} Q500 ${660 + i * 22} ${820 - i * 8} ${676 + i * 18}`)
      .join(" ");
    return `${floorShadow(500, 800, 400, 50)}<polygon points="170,650 830,650 870,770 130,770" fill="${wood}"/><polygon points="130,770 870,770 870,796 130,796" fill="${darken(wood, 0.3)}"/>
<path d="${grain}" stroke="${darken(wood, 0.18)}" stroke-width="3" fill="none" opacity="0.6"/><polygon points="170,650 830,650 870,770 130,770" fill="url(#kit-top)" opacity="0.6"/>${label(p.label, 500, 783, 420, 20, lighten(wood, 0.6), { weight: "normal", minSize: 12 })}`;
  }
  if (style === 2) return `${floorShadow(500, 815, 260, 34)}${cakeStand(500, 700, 390, "#d9b25a")}`;
  return `${floorShadow(500, 770, 430, 65)}<ellipse cx="500" cy="726" rx="390" ry="106" fill="#e4ddd6"/><ellipse cx="500" cy="712" rx="390" ry="104" fill="#fbf8f4"/>
<ellipse cx="500" cy="718" rx="300" ry="72" fill="#efe8e0"/><ellipse cx="500" cy="712" rx="390" ry="104" fill="none" stroke="${p.accent}" stroke-width="6" opacity="0.7"/>`;
}

export function drawTruffles(p: DrawInput) {
  const style = p.variant % 3;
  const back = 4 + (p.variant % 2);
  const r = back === 5 ? 66 : 80;
  const rows = [
    { count: back, y: 575, r },
    { count: back - 2, y: 505, r },
    { count: back, y: 668, r: r * 1.05 },
  ];
  let pile = "";
  let k = p.variant * 3;
  for (const row of rows) {
    const step = row.r * 2.02;
    for (let i = 0; i < row.count; i++) {
      const x = 500 + (i - (row.count - 1) / 2) * step + (p.rand() - 0.5) * 10;
      pile += truffle(p, `tr-${k}`, x, row.y + (p.rand() - 0.5) * 8, row.r, pick(COATS, k));
      k++;
    }
  }
  let dust = "";
  for (let i = 0; i < 30; i++) {
    dust += `<circle cx="${n(500 + (p.rand() - 0.5) * 640)}" cy="${n(715 + (p.rand() - 0.5) * 100)}" r="${n(1.5 + p.rand() * 2.5)}" fill="#7a4e33" opacity="0.6"/>`;
  }
  return `${base(p, style)}${style === 1 ? "" : dust}${pile}`;
}
