import { heart, heartPath, leaf } from "./draw-parts";
import { type DrawInput, darken, floorShadow, inkOn, label, lighten, pick } from "./svg-kit";

/** The cover art in the cover's own 360×520 space: hearts, balloons, flowers or stars. */
function motif(p: DrawInput, kind: number) {
  if (kind === 1) {
    return [
      [110, 170, "#ef476f"],
      [190, 130, "#ffd166"],
      [260, 185, p.accent],
    ]
      .map(
        ([x, y, c]) =>
          `<path d="M${x} ${Number(y) + 55} Q${Number(x) + 20} 260 180 300" stroke="${inkOn(p.main)}" stroke-width="2" fill="none" opacity="0.6"/><ellipse cx="${x}" cy="${y}" rx="44" ry="56" fill="${c}"/><ellipse cx="${x}" cy="${y}" rx="44" ry="56" fill="url(#kit-sphere)"/>`,
      )
      .join("");
  }
  if (kind === 2) {
    const flower = (x: number, y: number, c: string) =>
      `<path d="M${x} ${y} L${x} 330" stroke="#4f7a2b" stroke-width="5"/>${leaf(x, y + 70, 50, -30, "#5a9a46")}${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="${x + 26}" cy="${y}" rx="26" ry="16" fill="${c}" transform="rotate(${a} ${x} ${y})"/>`).join("")}<circle cx="${x}" cy="${y}" r="14" fill="#ffd166"/>`;
    return (
      flower(110, 190, p.accent) + flower(250, 160, lighten(p.accent, 0.4)) + flower(180, 240, "#ffffff")
    );
  }
  if (kind === 3) {
    let stars = "";
    for (let i = 0; i < 14; i++) {
      const [x, y] = [40 + p.rand() * 280, 40 + p.rand() * 280];
      stars += `<path d="M${x} ${y - 14} L${x + 4} ${y - 4} L${x + 14} ${y} L${x + 4} ${y + 4} L${x} ${y + 14} L${x - 4} ${y + 4} L${x - 14} ${y} L${x - 4} ${y - 4} Z" fill="${i % 2 ? p.accent : "#ffd166"}"/>`;
    }
    return `${stars}<circle cx="180" cy="190" r="80" fill="none" stroke="${p.accent}" stroke-width="8"/>`;
  }
  let small = "";
  for (let i = 0; i < 5; i++)
    small += `<path d="${heartPath(60 + i * 60, i % 2 ? 70 : 320, 36)}" fill="${lighten(p.accent, 0.3)}"/>`;
  return small + heart(180, 200, 210, p.accent);
}

/** A folded greeting card standing half open in front of its envelope. */
export function drawGreetingCard(p: DrawInput) {
  const flip = p.variant % 2 === 1;
  const kind = Math.floor(p.variant / 2) % 4;
  const envelope = pick([p.accent, "#f4ead8", lighten(p.main, 0.6)], p.variant);
  const cover = `<rect width="360" height="520" fill="${p.main}"/><rect x="18" y="18" width="324" height="484" fill="none" stroke="${p.accent}" stroke-width="4"/>${motif(p, kind)}${label(p.label, 180, 420, 290, 48, inkOn(p.main))}<rect width="360" height="520" fill="url(#kit-top)" opacity="0.5"/>`;
  const inside = `<rect width="360" height="520" fill="#fbf8f2"/><path d="M60 300 q30 -14 60 0 t60 0 t60 0 M60 350 q30 -14 60 0 t60 0 M60 400 q30 -14 60 0 t60 0 t40 0" stroke="${darken(p.main, 0.2)}" stroke-width="4" fill="none" opacity="0.55"/><rect width="360" height="520" fill="url(#kit-top)" opacity="0.3"/>`;
  return `<g${flip ? ' transform="translate(1000 0) scale(-1 1)"' : ""}>
${floorShadow(520, 760, 380, 50)}
<g transform="rotate(-9 330 560)"><rect x="140" y="420" width="380" height="260" rx="6" fill="${envelope}"/><path d="M140 420 L330 560 L520 420" stroke="${darken(envelope, 0.2)}" stroke-width="4" fill="none"/><rect x="140" y="420" width="380" height="260" rx="6" fill="url(#kit-top)" opacity="0.5"/></g>
<g transform="matrix(0.639 0.097 0 1 560 180)">${inside}</g>
<g transform="matrix(0.861 -0.139 0 1 250 230)">${flip ? `<g transform="translate(360 0) scale(-1 1)">${cover}</g>` : cover}</g>
<path d="M560 180 L560 700" stroke="${darken(p.main, 0.3)}" stroke-width="3"/>
</g>`;
}
