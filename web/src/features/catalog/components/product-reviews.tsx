import type { ProductReview } from "@contract/catalog";
import { MediaViewer, type ViewerItem } from "@web/components/ui/media-viewer";
import { StarRating } from "@web/components/ui/star-rating";
import { formatDate } from "@web/lib/format-date";
import { MessageSquareHeart } from "lucide-react";
import { useState } from "react";
import { ReviewMediaTile, viewerItem } from "./review-media";

type ProductReviewsProps = { reviews: ProductReview[]; averageRating: number | null; reviewCount: number };

export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/** Product §2: average stars and count, then each review with name, date, stars, text and media. */
export function ProductReviews({ reviews, averageRating, reviewCount }: ProductReviewsProps) {
  const [viewing, setViewing] = useState<{ items: ViewerItem[]; start: number } | null>(null);
  return (
    <section aria-labelledby="product-reviews" id="reviews" className="scroll-mt-24">
      <h2 id="product-reviews" className="mb-5 text-2xl text-cocoa-900 md:text-3xl">
        Customer reviews
      </h2>
      {reviewCount === 0 || averageRating === null ? (
        <div className="flex items-center gap-4 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-cocoa-100">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
            <MessageSquareHeart aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="font-display text-lg text-cocoa-900">No reviews yet</p>
            <p className="text-sm text-cocoa-600">
              Reviews come from customers once their gift has been delivered.
            </p>
          </div>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:gap-10">
          <div className="h-fit rounded-3xl bg-white p-6 text-center shadow-soft ring-1 ring-cocoa-100">
            <p className="font-display text-5xl text-cocoa-900">{averageRating.toFixed(1)}</p>
            <StarRating rating={averageRating} size="size-5" className="mt-2" />
            <p className="mt-2 text-sm text-cocoa-600">Based on {reviewCountLabel(reviewCount)}</p>
          </div>
          <ul className="space-y-4">
            {reviews.map((review) => (
              <li
                key={review.id}
                className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-cocoa-100 md:p-6"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-cocoa-900">{review.user_name}</p>
                  <time dateTime={review.created_at} className="text-sm text-cocoa-500">
                    {formatDate(review.created_at)}
                  </time>
                </div>
                <StarRating rating={review.rating} className="mt-1.5" />
                <p className="mt-3 leading-relaxed whitespace-pre-line text-cocoa-700">{review.text}</p>
                {review.media.length > 0 && (
                  <ReviewMediaList review={review} onOpen={(items, start) => setViewing({ items, start })} />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {viewing && (
        <MediaViewer items={viewing.items} start={viewing.start} onClose={() => setViewing(null)} />
      )}
    </section>
  );
}

function ReviewMediaList({
  review,
  onOpen,
}: {
  review: ProductReview;
  onOpen: (items: ViewerItem[], start: number) => void;
}) {
  const items = review.media.map((media, index) =>
    viewerItem(
      media,
      `${media.media_type === "video" ? "Video" : "Photo"} ${index + 1} from ${review.user_name}`,
    ),
  );
  return (
    <ul className="mt-4 flex flex-wrap gap-2.5">
      {review.media.map((media, index) => (
        <li key={media.id} className="w-20">
          <ReviewMediaTile
            media={media}
            size="80px"
            label={items[index]?.label ?? ""}
            onOpen={() => onOpen(items, index)}
          />
        </li>
      ))}
    </ul>
  );
}
