import type { ArtPainter } from "@server/db/seed/seed-images";
import sharp from "sharp";

const solid = (colour: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** API tests need pictures to exist, not to look good: a tiny swatch of the palette's main colour. */
export const fastPainter: ArtPainter = {
  renderArt: (spec) => solid(spec.palette[0]),
  renderBanner: (spec) => solid(spec.art.palette[0]),
};
