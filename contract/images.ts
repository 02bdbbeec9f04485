/**
 * Image variants: every picture the API names under `/media/` is also served in these widths at
 * `/media/w{width}/{key}`, as AVIF to clients whose Accept names image/avif and as WebP otherwise;
 * e.g. `/media/seed/products/box-1.jpg` at 640 px is `/media/w640/seed/products/box-1.jpg`. A variant
 * is never wider than its original (small pictures are not enlarged) and is cached for a year, like
 * the original. Top-level media folders named `w{digits}` are therefore reserved for variants and
 * never hold stored files.
 */
// 960 is for full-width pictures on phones: a 390–430 px screen at 2× to 2.6× would otherwise jump
// from 640 (blurry) to 1280, nearly twice the bytes of the largest picture on the first screen.
export const imageVariantWidths = [320, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof imageVariantWidths)[number];

const mediaPath = /^((?:[a-z][a-z0-9+.-]*:)?\/\/[^/]+)?\/media\/(?!w\d+\/)/i;

/** The URL of a picture's variant; URLs not served from `/media/` come back unchanged. */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  return mediaPath.test(url)
    ? url.replace(mediaPath, (_whole, origin = "") => `${origin}/media/w${width}/`)
    : url;
}

/** A `srcset` value listing every variant of a picture, or "" when it has none. */
export function imageSrcSet(url: string): string {
  if (!mediaPath.test(url)) return "";
  return imageVariantWidths.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(", ");
}
