import type { AdminReview } from "@contract/admin/reviews";
import { imageVariantUrl } from "@contract/images";
import { MediaViewer } from "@web/components/ui/media-viewer";
import { Play } from "lucide-react";
import { useState } from "react";

/** A review's photos and videos as small thumbnails; each opens full size in the viewer. */
export function ReviewMediaThumbs({ review }: { review: AdminReview }) {
  const [open, setOpen] = useState<number | null>(null);
  if (review.media.length === 0) return <span className="text-cocoa-400">None</span>;
  const items = review.media.map((media, index) => ({
    type: media.media_type,
    url: media.file_url,
    label: `${media.media_type === "video" ? "Video" : "Photo"} ${index + 1} of review #${review.id}`,
  }));
  return (
    <>
      <ul className="flex flex-wrap gap-1.5">
        {review.media.map((media, index) => (
          <li key={media.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={items[index]?.label}
              className="relative block size-12 overflow-hidden rounded-lg bg-cream-200 ring-1 ring-cocoa-100"
            >
              {media.media_type === "image" ? (
                <img src={imageVariantUrl(media.file_url, 320)} alt="" className="size-full object-cover" />
              ) : (
                <>
                  <video src={media.file_url} preload="metadata" muted className="size-full object-cover" />
                  <Play
                    aria-hidden="true"
                    className="absolute inset-0 m-auto size-4 text-white drop-shadow"
                    fill="currentColor"
                  />
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <MediaViewer items={items} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}
