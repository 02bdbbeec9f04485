import type { Order, OrderItem } from "@contract/orders";
import { reviewMessages } from "@contract/review-rules";
import type { MyReview } from "@contract/reviews";
import { ErrorState } from "@web/components/ui/error-state";
import { SidePanel } from "@web/components/ui/side-panel";
import { Spinner } from "@web/components/ui/spinner";
import { ChevronRight, Star } from "lucide-react";
import type { ReactNode } from "react";
import { useMyReviews } from "../api/get-my-reviews";
import { ReviewForm } from "./review-form";

type ReviewPanelProps = {
  order: Order;
  /** The product being reviewed; null shows the order's items to pick from. */
  productId: number | null;
  onSelect: (productId: number) => void;
  onClose: () => void;
  onSaved: (review: MyReview) => void;
  /** Shown above the review form, never in its way (the route's "What should we call you?"). */
  notice?: ReactNode;
};

/** Product §2: the side panel of a DELIVERED order, 'Review {product name}' or 'Select a product to review'. */
export function ReviewPanel({ order, productId, onSelect, onClose, onSaved, notice }: ReviewPanelProps) {
  const mine = useMyReviews(order.id, true);
  const item = order.items.find((each) => each.product !== null && each.product === productId);
  const title = item ? reviewMessages.title(item.product_name) : reviewMessages.selectProduct;
  return (
    <SidePanel title={title} onClose={onClose}>
      {mine.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : mine.isError ? (
        <ErrorState message="Failed to load your reviews" onRetry={() => void mine.refetch()} />
      ) : item?.product ? (
        <ItemReview
          order={order}
          item={item}
          productId={item.product}
          reviews={mine.data}
          onSaved={onSaved}
          notice={notice}
        />
      ) : (
        <ItemChooser items={order.items} reviews={mine.data} onSelect={onSelect} />
      )}
    </SidePanel>
  );
}

function ItemReview({
  order,
  item,
  productId,
  reviews,
  onSaved,
  notice,
}: {
  order: Order;
  item: OrderItem;
  productId: number;
  reviews: MyReview[];
  onSaved: (review: MyReview) => void;
  notice: ReactNode;
}) {
  const existing = reviews.find((review) => review.product_id === productId);
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3">
        <img
          src={item.product_image}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-xl bg-cream-200 object-cover ring-1 ring-cocoa-100"
        />
        <p className="text-sm text-cocoa-600">From order #{order.order_number}</p>
      </div>
      {!existing && notice}
      <ReviewForm
        key={existing ? `${existing.id}-${existing.updated_at}` : `new-${productId}`}
        orderId={order.id}
        productId={productId}
        existing={existing}
        onSaved={onSaved}
      />
    </div>
  );
}

function ItemChooser({
  items,
  reviews,
  onSelect,
}: {
  items: OrderItem[];
  reviews: MyReview[];
  onSelect: (productId: number) => void;
}) {
  return (
    <ul className="space-y-2.5">
      {items.map((item) => {
        const review = reviews.find((each) => each.product_id === item.product);
        const productId = item.product;
        return (
          <li key={item.id}>
            <button
              type="button"
              disabled={productId === null}
              onClick={() => productId !== null && onSelect(productId)}
              className="flex w-full items-center gap-3 rounded-2xl bg-white p-3 text-left shadow-soft ring-1 ring-cocoa-100 transition hover:ring-amber-400 disabled:opacity-60"
            >
              <img
                src={item.product_image}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-xl bg-cream-200 object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-cocoa-900">{item.product_name}</span>
                <span className="flex items-center gap-1 text-sm text-cocoa-600">
                  {review ? (
                    <>
                      <Star aria-hidden="true" className="size-3.5 text-amber-500" fill="currentColor" />
                      Reviewed, {review.rating} of 5
                    </>
                  ) : productId === null ? (
                    "No longer sold"
                  ) : (
                    "Not reviewed yet"
                  )}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-cocoa-400" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
