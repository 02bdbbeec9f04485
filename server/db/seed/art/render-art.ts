import sharp from "sharp";
import type { ArtKind, ArtSpec, BannerArtSpec } from "./art-spec";
import { bannerText } from "./banner-text";
import { drawChocolateBar } from "./draw-chocolate-bar";
import { drawChocolateBox } from "./draw-chocolate-box";
import { drawHamper } from "./draw-hamper";
import { drawTruffles } from "./draw-truffles";
import {
  BOX,
  type DrawInput,
  type Drawer,
  darken,
  hashString,
  kitDefs,
  lighten,
  linear,
  mix,
  n,
  normalise,
  radial,
  seededRandom,
} from "./svg-kit";

const drawers: Partial<Record<ArtKind, Drawer>> = {
  "chocolate-box": drawChocolateBox,
  truffles: drawTruffles,
  "chocolate-bar": drawChocolateBar,
  hamper: drawHamper,
};

type Size = { width: number; height: number };

function drawInput(spec: ArtSpec): DrawInput {
  const variant = Math.abs(Math.trunc(spec.variant ?? 0));
  const [main, accent, bg] = spec.palette;
  return {
    main: normalise(main),
    accent: normalise(accent),
    bg: normalise(bg),
    label: spec.label,
    variant,
    rand: seededRandom(hashString(spec.kind) ^ Math.imul(variant + 1, 0x9e3779b1)),
  };
}

/**
 * The object of `spec`, with its floor glow and shadow but no backdrop, fitted into the rectangle
 * (x, y, w, h). Drawers keep their object inside roughly x 170–830 and y 150–840 of their box.
 */
function scene(spec: ArtSpec, x: number, y: number, w: number, h: number): string {
  const input = drawInput(spec);
  const draw = drawers[spec.kind];
  if (!draw) throw new Error(`no painter for art kind ${spec.kind}`);
  const scale = Math.min(w / (BOX * 0.72), h / (BOX * 0.72));
  const left = x + w / 2 - (BOX / 2) * scale;
  const top = y + h / 2 - BOX * 0.495 * scale;
  const floor = `<ellipse cx="500" cy="800" rx="560" ry="170" fill="url(#studio-floor)"/>`;
  return `<g transform="translate(${n(left)} ${n(top)}) scale(${n(scale * 1000) / 1000})">${floor}${draw(input)}</g>`;
}

const studioDefs = (bg: string) =>
  radial("studio-floor", [
    [0, lighten(bg, 0.55), 0.9],
    [0.6, lighten(bg, 0.3), 0.35],
    [1, bg, 0],
  ]);

function svgDocument(size: Size, defs: string, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}"><defs>${kitDefs()}${defs}</defs>${body}</svg>`,
  );
}

/** A stylised catalogue shot of the spec's object on a soft studio backdrop, as a JPEG. */
export async function renderArt(spec: ArtSpec, size: Size): Promise<Buffer> {
  const bg = normalise(spec.palette[2]);
  const { width: w, height: h } = size;
  const defs =
    studioDefs(bg) +
    radial(
      "studio-back",
      [
        [0, lighten(bg, 0.6)],
        [0.55, lighten(bg, 0.15)],
        [1, darken(bg, 0.12)],
      ],
      0.5,
      0.38,
      0.8,
    ) +
    linear("studio-sweep", [
      [0, bg, 0],
      [1, darken(bg, 0.1), 0.55],
    ]);
  const side = Math.min(w, h) * 0.78;
  const body = `<rect width="${w}" height="${h}" fill="url(#studio-back)"/><rect y="${n(h * 0.62)}" width="${w}" height="${n(h * 0.38)}" fill="url(#studio-sweep)"/>${scene(spec, (w - side) / 2, (h - side) / 2, side, side)}`;
  return sharp(svgDocument(size, defs, body)).jpeg({ quality: 86 }).toBuffer();
}

/**
 * A promotional banner: headline and subline beside the scene on wide sizes, above it on square or
 * tall ones, over a soft gradient drawn from the art's palette.
 */
export async function renderBanner(spec: BannerArtSpec, size: Size): Promise<Buffer> {
  const { width: w, height: h } = size;
  const [main, accent, bgRaw] = spec.art.palette.map(normalise) as [string, string, string];
  const wide = w / h >= 1.3;
  const textSide = lighten(bgRaw, 0.35);
  const defs =
    studioDefs(bgRaw) +
    linear("banner-back", [[0, textSide], [1, mix(bgRaw, main, 0.22)]], 0, 0, wide ? 1 : 0, 1) +
    radial("banner-halo", [
      [0, lighten(bgRaw, 0.6), 0.95],
      [1, lighten(bgRaw, 0.6), 0],
    ]);
  const sceneBox = wide ? { x: w * 0.54, y: h * 0.06, w: w * 0.42, h: h * 0.88 } : { x: 0, y: h * 0.37, w, h: h * 0.63 };
  const textBox = wide
    ? { x: w * 0.07, y: h * 0.12, w: w * 0.46, h: h * 0.76 }
    : { x: w * 0.08, y: h * 0.06, w: w * 0.84, h: h * 0.3 };
  const halo = `<ellipse cx="${n(sceneBox.x + sceneBox.w / 2)}" cy="${n(sceneBox.y + sceneBox.h * 0.5)}" rx="${n(sceneBox.w * 0.55)}" ry="${n(sceneBox.h * 0.5)}" fill="url(#banner-halo)"/>`;
  const body = `<rect width="${w}" height="${h}" fill="url(#banner-back)"/>${halo}${scene(spec.art, sceneBox.x, sceneBox.y, sceneBox.w, sceneBox.h)}${bannerText(spec, textBox, wide ? "start" : "middle", textSide, accent)}`;
  return sharp(svgDocument(size, defs, body)).jpeg({ quality: 88, chromaSubsampling: "4:4:4" }).toBuffer();
}
