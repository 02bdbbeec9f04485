import type { CustomerPhoto } from "@contract/catalog";
import { MediaViewer } from "@web/components/ui/media-viewer";
import { useState } from "react";
import { ReviewMediaTile, viewerItem } from "./review-media";

type CustomerPhotosProps = { photos: CustomerPhoto[]; count: number };

/** Product §2 'Shared by customers': the newest photos from visible reviews, with how many there are in all. */
export function CustomerPhotos({ photos, count }: CustomerPhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const items = photos.map((photo, index) => viewerItem(photo, `Photo ${index + 1} by ${photo.user_name}`));
  return (
    <section aria-labelledby="customer-photos">
      <h2 id="customer-photos" className="mb-5 flex items-baseline gap-3 text-2xl text-cocoa-900 md:text-3xl">
        Shared by customers{" "}
        <span className="font-sans text-base text-cocoa-500">
          ({count} {count === 1 ? "photo" : "photos"})
        </span>
      </h2>
      <ul className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 md:grid-cols-6 md:gap-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <ReviewMediaTile
              media={photo}
              size="(min-width: 768px) 180px, 33vw"
              label={items[index]?.label ?? ""}
              onOpen={() => setOpen(index)}
            />
          </li>
        ))}
      </ul>
      {open !== null && <MediaViewer items={items} start={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
