/**
 * What a seed image should depict. The seed data names an ArtSpec for every picture it needs and
 * `renderArt` (art/render-art.ts) paints it locally, so the demo store needs no downloads.
 */
export const artKinds = [
  "chocolate-box",
  "truffles",
  "chocolate-bar",
  "hamper",
  "cake",
  "cupcakes",
  "bouquet",
  "cookies",
  "dry-fruits",
  "mithai",
  "mug",
  "cushion",
  "photo-frame",
  "plant",
  "candle",
  "jar",
  "greeting-card",
  "teddy",
] as const;

export type ArtKind = (typeof artKinds)[number];

export type ArtSpec = {
  kind: ArtKind;
  /** Three CSS hex colours: main object, accent (ribbon, icing, wrap), background tint. */
  palette: readonly [string, string, string];
  /** Short text printed on the object where it fits (a box lid, a mug, a card); optional. */
  label?: string;
  /** Varies the layout (angle, number of pieces, arrangement) so products of one kind differ. */
  variant?: number;
};

/** A wide promotional picture: the scene is drawn from `art`, with headline and subline laid over it. */
export type BannerArtSpec = {
  art: ArtSpec;
  headline: string;
  subline: string;
};
