import sharp from "sharp";
import type { ArtKind, ArtSpec, BannerArtSpec } from "./art-spec";
import { bannerText } from "./banner-text";
import { drawBouquet } from "./draw-bouquet";
import { drawCake } from "./draw-cake";
import { drawCandle } from "./draw-candle";
import { drawChocolateBar } from "./draw-chocolate-bar";
import { drawChocolateBox } from "./draw-chocolate-box";
import { drawCookies } from "./draw-cookies";
import { drawCupcakes } from "./draw-cupcakes";
import { drawCushion } from "./draw-cushion";
import { drawDryFruits } from "./draw-dry-fruits";
import { drawGreetingCard } from "./draw-greeting-card";
import { drawHamper } from "./draw-hamper";
import { drawJar } from "./draw-jar";
import { drawMithai } from "./draw-mithai";
import { drawMug } from "./draw-mug";
import { drawPhotoFrame } from "./draw-photo-frame";
import { drawPlant } from "./draw-plant";
import { drawTeddy } from "./draw-teddy";
import { drawTruffles } from "./draw-truffles";
import {
  BOX,
  type Drawer,
  type DrawInput,
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

const drawers: Record<ArtKind, Drawer> = {
  "chocolate-box": drawChocolateBox,
  truffles: drawTruffles,
  "chocolate-bar": drawChocolateBar,
  hamper: drawHamper,
  cake: drawCake,
  cupcakes: drawCupcakes,
  bouquet: drawBouquet,
  cookies: drawCookies,
  "dry-fruits": drawDryFruits,
  mithai: drawMithai,
  mug: drawMug,
  cushion: drawCushion,
  "photo-frame": drawPhotoFrame,
  plant: drawPlant,
  candle: drawCandle,
  jar: drawJar,
  "greeting-card": drawGreetingCard,
  teddy: drawTeddy,
};

type Size = { width: number; height: number };

/** Drawers keep their object within about x 170–830 and y 150–840 of the box: 72% wide, centred at y 495. */
const OBJECT_SPAN = 0.72;
const OBJECT_CENTRE_Y = 0.495;

function drawInput(spec: ArtSpec): DrawInput {
  const raw = spec.variant ?? 0;
  const variant = Number.isFinite(raw) ? Math.abs(Math.trunc(raw)) : 0;
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

/** The object of `spec`, with its floor glow and shadow but no backdrop, fitted into the rectangle (x, y, w, h). */
function scene(spec: ArtSpec, x: number, y: number, w: number, h: number): string {
  const input = drawInput(spec);
  const draw = drawers[spec.kind];
  const scale = Math.min(w, h) / (BOX * OBJECT_SPAN);
  const left = x + w / 2 - (BOX / 2) * scale;
  const top = y + h / 2 - BOX * OBJECT_CENTRE_Y * scale;
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

const pixels = (size: Size): Size => ({
  width: Math.max(1, Math.round(size.width)),
  height: Math.max(1, Math.round(size.height)),
});

/** A stylised catalogue shot of the spec's object on a soft studio backdrop, as a JPEG. */
export async function renderArt(spec: ArtSpec, size: Size): Promise<Buffer> {
  const bg = normalise(spec.palette[2]);
  const px = pixels(size);
  const { width: w, height: h } = px;
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
  // Sized so that objects, which rarely use their whole region, fill about two thirds of the frame.
  const side = Math.min(w, h) * 0.78;
  const body = `<rect width="${w}" height="${h}" fill="url(#studio-back)"/><rect y="${n(h * 0.62)}" width="${w}" height="${n(h * 0.38)}" fill="url(#studio-sweep)"/>${scene(spec, (w - side) / 2, (h - side) / 2, side, side)}`;
  return sharp(svgDocument(px, defs, body))
    .jpeg({ quality: 86 })
    .toBuffer();
}

/**
 * A promotional banner: headline and subline beside the scene on wide sizes, above it on square or
 * tall ones, over a soft gradient drawn from the art's palette.
 */
export async function renderBanner(spec: BannerArtSpec, size: Size): Promise<Buffer> {
  const px = pixels(size);
  const { width: w, height: h } = px;
  const [main, , bgRaw] = spec.art.palette.map(normalise) as [string, string, string];
  const wide = w / h >= 1.3;
  const textSide = lighten(bgRaw, 0.35);
  const defs =
    studioDefs(bgRaw) +
    linear(
      "banner-back",
      [
        [0, textSide],
        [1, mix(bgRaw, main, 0.22)],
      ],
      0,
      0,
      wide ? 1 : 0,
      1,
    ) +
    radial("banner-halo", [
      [0, lighten(bgRaw, 0.6), 0.95],
      [1, lighten(bgRaw, 0.6), 0],
    ]);
  const sceneBox = wide
    ? { x: w * 0.54, y: h * 0.06, w: w * 0.42, h: h * 0.88 }
    : { x: 0, y: h * 0.4, w, h: h * 0.56 };
  const textBox = wide
    ? { x: w * 0.07, y: h * 0.12, w: w * 0.46, h: h * 0.76 }
    : { x: w * 0.08, y: h * 0.05, w: w * 0.84, h: h * 0.33 };
  const halo = `<ellipse cx="${n(sceneBox.x + sceneBox.w / 2)}" cy="${n(sceneBox.y + sceneBox.h * 0.5)}" rx="${n(sceneBox.w * 0.55)}" ry="${n(sceneBox.h * 0.5)}" fill="url(#banner-halo)"/>`;
  const body = `<rect width="${w}" height="${h}" fill="url(#banner-back)"/>${halo}${scene(spec.art, sceneBox.x, sceneBox.y, sceneBox.w, sceneBox.h)}${bannerText(spec, textBox, wide ? "start" : "middle", textSide)}`;
  // 4:4:4 keeps the thin serif strokes of the headline crisp.
  return sharp(svgDocument(px, defs, body))
    .jpeg({ quality: 88, chromaSubsampling: "4:4:4" })
    .toBuffer();
}
