import { heart, heartPath } from "./draw-parts";
import { type DrawInput, darken, floorShadow, ink, label, lighten, linear, pick } from "./svg-kit";

/** The picture behind the glass: hills under a sun, a heart on a soft ground, or balloons in the sky. */
function picture(p: DrawInput, x: number, y: number, w: number, h: number, kind: number) {
  const [x1, y1] = [x + w, y + h];
  if (kind === 1) {
    let small = "";
    for (let i = 0; i < 6; i++)
      small += `<path d="${heartPath(x + w * (0.15 + 0.14 * i), y + h * (i % 2 ? 0.2 : 0.82), w * 0.09)}" fill="#fff" opacity="0.6"/>`;
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#pf-blush)"/>${small}${heart(x + w / 2, y + h * 0.52, Math.min(w, h) * 0.55, p.accent)}`;
  }
  if (kind === 2) {
    const balloons = [
      [0.3, 0.35, "#ef476f"],
      [0.5, 0.25, "#ffd166"],
      [0.7, 0.38, p.accent],
    ] as const;
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#pf-sky)"/><path d="M${x} ${y1 - h * 0.15} Q${x + w / 2} ${y1 - h * 0.25} ${x1} ${y1 - h * 0.12} L${x1} ${y1} L${x} ${y1} Z" fill="#7fb069"/>
${balloons.map(([bx, by, c]) => `<path d="M${x + w * bx} ${y + h * (by + 0.12)} Q${x + w * (bx + 0.04)} ${y + h * 0.6} ${x + w * 0.5} ${y + h * 0.78}" stroke="#555" stroke-width="2" fill="none"/><ellipse cx="${x + w * bx}" cy="${y + h * by}" rx="${w * 0.09}" ry="${h * 0.12}" fill="${c}"/><ellipse cx="${x + w * bx}" cy="${y + h * by}" rx="${w * 0.09}" ry="${h * 0.12}" fill="url(#kit-sphere)"/>`).join("")}`;
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#pf-sky)"/><circle cx="${x + w * 0.7}" cy="${y + h * 0.3}" r="${Math.min(w, h) * 0.11}" fill="#ffd166"/>
<path d="M${x} ${y + h * 0.72} Q${x + w * 0.25} ${y + h * 0.45} ${x + w * 0.55} ${y + h * 0.7} Q${x + w * 0.8} ${y + h * 0.5} ${x1} ${y + h * 0.62} L${x1} ${y1} L${x} ${y1} Z" fill="#8cb369"/>
<path d="M${x} ${y + h * 0.85} Q${x + w * 0.4} ${y + h * 0.65} ${x1} ${y + h * 0.82} L${x1} ${y1} L${x} ${y1} Z" fill="#5b8e3e"/>
<path d="M${x + w * 0.2} ${y + h * 0.2} q10 -8 20 0 q10 -8 20 0 M${x + w * 0.35} ${y + h * 0.12} q8 -6 16 0 q8 -6 16 0" stroke="#444" stroke-width="3" fill="none"/>`;
}

/** A standing photo frame with bevelled moulding, a mat, a simple picture and a caption. */
export function drawPhotoFrame(p: DrawInput) {
  const landscape = p.variant % 2 === 1;
  const [x, y, w, h] = landscape ? [170, 250, 660, 500] : [240, 160, 520, 620];
  const [x1, y1] = [x + w, y + h];
  const m = pick([60, 48, 70], p.variant);
  const wood = pick([p.main, "#7a4a2a", "#d9b25a", "#2b2b2b"], Math.floor(p.variant / 2));
  const bevel = `<polygon points="${x},${y} ${x1},${y} ${x1 - m},${y + m} ${x + m},${y + m}" fill="${lighten(wood, 0.25)}"/>
<polygon points="${x},${y} ${x + m},${y + m} ${x + m},${y1 - m} ${x},${y1}" fill="${lighten(wood, 0.12)}"/>
<polygon points="${x1},${y} ${x1},${y1} ${x1 - m},${y1 - m} ${x1 - m},${y + m}" fill="${darken(wood, 0.2)}"/>
<polygon points="${x},${y1} ${x1},${y1} ${x1 - m},${y1 - m} ${x + m},${y1 - m}" fill="${darken(wood, 0.32)}"/>`;
  const mat = 34;
  const caption = p.label ? 56 : 0;
  const [px, py, pw, ph] = [x + m + mat, y + m + mat, w - 2 * (m + mat), h - 2 * (m + mat) - caption];
  const defs = `<defs>${linear("pf-sky", [
    [0, "#9ad0ec"],
    [1, "#f1f8fc"],
  ])}${linear("pf-blush", [
    [0, lighten(p.accent, 0.75)],
    [1, lighten(p.accent, 0.45)],
  ])}${linear(
    "pf-glass",
    [
      [0, "#fff", 0.35],
      [0.35, "#fff", 0],
      [0.6, "#fff", 0],
      [0.62, "#fff", 0.18],
      [0.75, "#fff", 0],
    ],
    0,
    0,
    1,
    1,
  )}</defs>`;
  return `${defs}${floorShadow(540, y1 + 12, w * 0.62, 46)}
<polygon points="${x1 - 120},${y1 - 80} ${x1 + 30},${y1 + 16} ${x1 - 150},${y1 + 16}" fill="${darken(wood, 0.45)}"/>
<rect x="${x + 10}" y="${y + 8}" width="${w}" height="${h}" fill="${darken(wood, 0.5)}"/>
${bevel}<rect x="${x + m}" y="${y + m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="#fbf8f2"/>
<rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="#ddd"/>${picture(p, px, py, pw, ph, Math.floor(p.variant / 2) % 3)}
<rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="none" stroke="${darken("#fbf8f2", 0.12)}" stroke-width="3"/>
${label(p.label, x + w / 2, y1 - m - mat - caption / 2 + 12, pw, 34, ink("#fbf8f2", darken(p.main, 0.35)), { italic: true, weight: "normal" })}
<rect x="${x + m}" y="${y + m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="url(#pf-glass)"/>`;
}
