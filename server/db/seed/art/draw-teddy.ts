import { bow, heart, heartPath } from "./draw-parts";
import { type DrawInput, darken, floorShadow, inkOn, label, lighten, pick } from "./svg-kit";

const blob = (cx: number, cy: number, rx: number, ry: number, fill: string, shade = 1) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#kit-soft)" opacity="${shade}"/>`;

/** A sitting teddy bear hugging a heart with the label on it; head tilt, bow and size vary. */
export function drawTeddy(p: DrawInput) {
  const fur = p.variant % 4 === 3 ? lighten(p.main, 0.25) : p.main;
  const light = lighten(fur, 0.45);
  const dark = darken(fur, 0.55);
  const tilt = pick([-10, 8, 0, -6], p.variant);
  const bowAtEar = p.variant % 3 === 1;
  const heartColour = p.accent;
  const head = `<g transform="rotate(${tilt} 500 400)">
${blob(382, 215, 58, 58, fur)}${blob(618, 215, 58, 58, fur)}<circle cx="382" cy="220" r="32" fill="${light}"/><circle cx="618" cy="220" r="32" fill="${light}"/>
${blob(500, 330, 165, 150, fur)}
<ellipse cx="500" cy="392" rx="70" ry="52" fill="${light}"/>
<path d="M476 368 Q500 356 524 368 Q522 392 500 396 Q478 392 476 368 Z" fill="${dark}"/>
<path d="M500 396 L500 412 M474 414 Q500 436 526 414" stroke="${dark}" stroke-width="6" fill="none" stroke-linecap="round"/>
<circle cx="440" cy="316" r="16" fill="#1d1410"/><circle cx="560" cy="316" r="16" fill="#1d1410"/><circle cx="445" cy="310" r="5" fill="#fff"/><circle cx="565" cy="310" r="5" fill="#fff"/>
<ellipse cx="412" cy="372" rx="24" ry="14" fill="#ff8fa3" opacity="0.45"/><ellipse cx="588" cy="372" rx="24" ry="14" fill="#ff8fa3" opacity="0.45"/>
${bowAtEar ? bow(620, 190, 0.55, heartColour) : ""}</g>`;
  const floating =
    p.variant % 4 >= 2
      ? [
          [250, 260, 60, -15],
          [770, 330, 46, 12],
          [735, 190, 34, 20],
        ]
          .map(
            ([x = 0, y = 0, w = 0, a = 0]) =>
              `<path d="${heartPath(x, y, w)}" fill="${heartColour}" opacity="0.8" transform="rotate(${a} ${x} ${y})"/>`,
          )
          .join("")
      : "";
  return `${floating}${floorShadow(500, 800, 300, 50)}
${blob(500, 600, 185, 200, fur)}<ellipse cx="500" cy="640" rx="110" ry="120" fill="${light}" opacity="0.6"/>
${blob(360, 740, 90, 70, fur)}${blob(640, 740, 90, 70, fur)}
<ellipse cx="345" cy="748" rx="46" ry="50" fill="${light}"/><ellipse cx="655" cy="748" rx="46" ry="50" fill="${light}"/>
${head}${bowAtEar ? "" : bow(500, 462, 0.8, heartColour)}
${heart(500, 612, 280, heartColour)}${label(p.label, 500, 592, 180, 34, inkOn(heartColour))}
<g transform="rotate(-30 340 600)">${blob(340, 600, 50, 88, fur)}</g><g transform="rotate(30 660 600)">${blob(660, 600, 50, 88, fur)}</g>`;
}
