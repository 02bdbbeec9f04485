import { heart, heartPath } from "./draw-parts";
import { type DrawInput, darken, floorShadow, ink, inkOn, label, lighten, linear, pick } from "./svg-kit";

const OUTLINE = "M215 215 Q500 262 785 215 Q738 490 785 765 Q500 718 215 765 Q262 490 215 215 Z";

/** The printed face: a big heart, a little photo, or a scatter of hearts, with the label underneath. */
function print(p: DrawInput, style: number, textInk: string) {
  if (style === 1) {
    return `<rect x="370" y="300" width="260" height="200" rx="6" fill="#ffffff"/><rect x="385" y="315" width="230" height="170" fill="url(#cu-sky)"/>
<circle cx="560" cy="360" r="26" fill="#ffd166"/><path d="M385 485 L385 430 Q450 380 510 430 Q560 400 615 440 L615 485 Z" fill="#6a994e"/><path d="M385 485 L385 460 Q470 420 560 470 L615 455 L615 485 Z" fill="#4f7a3a"/>
${label(p.label, 500, 575, 380, 50, textInk)}`;
  }
  if (style === 2) {
    let hearts = "";
    for (let i = 0; i < 9; i++) {
      const [x, y] = [300 + (i % 3) * 200, 300 + Math.floor(i / 3) * 190];
      hearts += `<path d="${heartPath(x, y, 60)}" fill="${p.accent}" opacity="0.85" transform="rotate(${(i % 2 ? 1 : -1) * 15} ${x} ${y})"/>`;
    }
    return `${hearts}<rect x="280" y="455" width="440" height="90" rx="45" fill="${lighten(p.main, 0.85)}"/>${label(p.label, 500, 500, 390, 48, ink(lighten(p.main, 0.85), darken(p.main, 0.4)))}`;
  }
  return `${heart(500, 430, 250, p.accent)}${label(p.label, 500, 625, 400, 52, textInk)}`;
}

/** A plump square cushion with piping, soft creases and a printed motif; tilt and print vary. */
export function drawCushion(p: DrawInput) {
  const style = p.variant % 3;
  const tilt = pick([-6, 5, 0, -3], p.variant);
  const fabric = style === 2 ? lighten(p.main, 0.15) : p.main;
  const creases = [
    "M240 245 Q330 300 360 330",
    "M760 245 Q680 300 650 330",
    "M240 735 Q330 680 360 650",
    "M760 735 Q680 680 650 650",
  ]
    .map(
      (d) =>
        `<path d="${d}" stroke="${darken(fabric, 0.3)}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.35"/>`,
    )
    .join("");
  const defs = `<defs>${linear("cu-sky", [
    [0, "#8ecae6"],
    [1, "#e0f2fb"],
  ])}<radialGradient id="cu-puff" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient></defs>`;
  return `${defs}${floorShadow(500, 790, 340, 50)}<g transform="rotate(${tilt} 500 490)">
<path d="${OUTLINE}" fill="${fabric}"/>${print(p, style, inkOn(fabric))}${creases}<path d="${OUTLINE}" fill="url(#cu-puff)"/>
<path d="${OUTLINE}" fill="none" stroke="${darken(p.accent, 0.1)}" stroke-width="12"/>
<path d="${OUTLINE}" fill="none" stroke="${lighten(p.accent, 0.4)}" stroke-width="3" stroke-dasharray="10 14" transform="translate(0 -3)"/>
</g>`;
}
