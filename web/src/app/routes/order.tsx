import type { OrderItem } from "@contract/orders";
import type { UserProfile } from "@contract/profile";
import { useQueryClient } from "@tanstack/react-query";
import { profileQueryOptions, useProfile } from "@web/features/auth/api/get-profile";
import { productQueryOptions } from "@web/features/catalog/api/get-product";
import { useOrder } from "@web/features/orders/api/get-order";
import { OrderDetailPage } from "@web/features/orders/components/order-detail-page";
import { NamePrompt } from "@web/features/profile/components/name-prompt";
import { useMyReviews } from "@web/features/reviews/api/get-my-reviews";
import { ReviewPanel } from "@web/features/reviews/components/review-panel";
import { Star } from "lucide-react";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router";

/**
 * The order page with the review panel of a DELIVERED order (product §2): an item opens it, and so does
 * the delivered e-mail's link `/orders/{id}?review=1` (straight to the item when there is only one).
 * A saved review refreshes that product's page.
 */
export default function OrderRoute() {
  const { orderId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  // The signed-in shopper's profile (the auth provider's copy), for the name prompt.
  const { data: user } = useProfile();
  const updateUser = (saved: UserProfile) => queryClient.setQueryData(profileQueryOptions().queryKey, saved);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const valid = /^\d{1,10}$/.test(orderId);
  const order = useOrder(Number(orderId), valid);
  const delivered = order.data?.order_status === "DELIVERED";
  const mine = useMyReviews(Number(orderId), valid && delivered);
  const linked = params.get("review") === "1";
  const items = order.data?.items ?? [];
  const productId = selected ?? (linked && items.length === 1 ? (items[0]?.product ?? null) : null);

  const close = () => {
    setOpen(false);
    setSelected(null);
    if (linked) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("review");
          return next;
        },
        { replace: true },
      );
    }
  };
  const reviewedNote = (item: OrderItem) => {
    const review = mine.data?.find((each) => each.product_id === item.product);
    if (!review) return null;
    return (
      <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-emerald-700">
        <Star aria-hidden="true" className="size-3.5 text-amber-500" fill="currentColor" />
        Reviewed, {review.rating} of 5
      </span>
    );
  };

  return (
    <OrderDetailPage
      key={orderId}
      orderId={orderId}
      onSelectItem={(item) => {
        setSelected(item.product);
        setOpen(true);
      }}
      itemNote={reviewedNote}
    >
      {order.data && delivered && (open || linked) && (
        <ReviewPanel
          order={order.data}
          productId={productId}
          onSelect={setSelected}
          onClose={close}
          notice={
            user && (
              <NamePrompt
                user={user}
                onSaved={updateUser}
                reason="Your review is signed with your first name and last initial."
              />
            )
          }
          onSaved={(review) => {
            void queryClient.invalidateQueries({
              queryKey: productQueryOptions(String(review.product_id)).queryKey,
            });
            close();
          }}
        />
      )}
    </OrderDetailPage>
  );
}
