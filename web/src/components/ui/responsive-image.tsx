import { imageSrcSet, imageVariantUrl } from "@contract/images";
import type { ImgHTMLAttributes } from "react";

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "loading"> & {
  src: string;
  /** The `sizes` attribute: how wide the picture shows at each viewport width. */
  sizes: string;
  /** Intrinsic size (or aspect ratio) so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /**
   * "high": the largest picture above the fold (eager, fetched first); "eager": also above the fold;
   * "lazy" (default): loads when it comes near the viewport.
   */
  priority?: "high" | "eager" | "lazy";
};

/**
 * A picture served from /media in WebP widths (contract/images.ts) with `srcset`/`sizes`, so phones
 * download a 320–640 px file instead of the 1200 px original.
 */
export function ResponsiveImage({ src, sizes, priority = "lazy", alt = "", ...rest }: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={srcSet ? imageVariantUrl(src, 640) : src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority === "lazy" ? "lazy" : "eager"}
      fetchPriority={priority === "high" ? "high" : undefined}
      decoding={priority === "lazy" ? "async" : undefined}
      {...rest}
    />
  );
}
