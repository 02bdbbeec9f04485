import type { ProductReview } from "@contract/catalog";
import type { ViewerItem } from "@web/components/ui/media-viewer";
import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { Play } from "lucide-react";

export type ReviewMediaItem = ProductReview["media"][number];

/** A customer's file as the viewer shows it. */
export function viewerItem(media: ReviewMediaItem, label: string): ViewerItem {
  return { type: media.media_type, url: media.file_url || media.file, label };
}

/** One customer photo or video as a square tile; it opens full size in the viewer. */
export function ReviewMediaTile({
  media,
  label,
  size,
  onOpen,
}: {
  media: ReviewMediaItem;
  label: string;
  size: string;
  onOpen: () => void;
}) {
  const url = media.file_url || media.file;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      className="group relative block aspect-square w-full overflow-hidden rounded-2xl bg-cream-200 ring-1 ring-cocoa-100"
    >
      {media.media_type === "image" ? (
        <ResponsiveImage
          src={url}
          sizes={size}
          width={320}
          height={320}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
      ) : (
        <>
          <video src={url} preload="metadata" muted playsInline className="size-full object-cover" />
          <span className="absolute inset-0 flex items-center justify-center bg-cocoa-950/25">
            <span className="flex size-10 items-center justify-center rounded-full bg-white/90 text-cocoa-900">
              <Play aria-hidden="true" className="size-4" fill="currentColor" />
            </span>
          </span>
        </>
      )}
    </button>
  );
}
