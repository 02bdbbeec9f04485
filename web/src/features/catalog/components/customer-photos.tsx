import type { ProductReview } from "../../../../../contract/catalog";
import { ReviewMediaTile } from "./review-media";

/** Spec §2 'Shared by customers': every picture and video from the reviews, with the count. */
export function CustomerPhotos({ reviews }: { reviews: ProductReview[] }) {
  const media = reviews.flatMap((review) => review.media.map((item) => ({ item, by: review.user_name })));
  if (media.length === 0) return null;
  return (
    <section aria-labelledby="customer-photos">
      <h2 id="customer-photos" className="mb-5 flex items-baseline gap-3 text-2xl text-cocoa-900 md:text-3xl">
        Shared by customers{" "}
        <span className="font-sans text-base text-cocoa-500">
          ({media.length} {media.length === 1 ? "photo" : "photos"})
        </span>
      </h2>
      <ul className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 md:grid-cols-6 md:gap-3">
        {media.map(({ item, by }, index) => (
          <li key={item.id}>
            <ReviewMediaTile
              media={item}
              size="(min-width: 768px) 180px, 33vw"
              label={`${item.media_type === "video" ? "Video" : "Photo"} ${index + 1} by ${by}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
