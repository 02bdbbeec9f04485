import { wishlistMessages, wishlistToggleAdded } from "@contract/cart-rules";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/lib/toast";
import { useOneAtATime } from "@web/lib/use-one-at-a-time";
import { useSendToLogin } from "@web/lib/use-send-to-login";
import { Heart } from "lucide-react";
import { useToggleWishlist } from "../api/toggle-wishlist";

type WishlistButtonProps = {
  productId: number;
  inWishlist: boolean;
  isAuthenticated: boolean;
  onToggled?: (isInWishlist: boolean) => void;
  className?: string;
};

/** Product §4 wishlist toggle: the server's message decides the words; the toast lasts 2 s. */
const wishlistToastMs = 2000;

/** One toast per product, so adding then quickly removing it says "removed" alone, not beside "added". */
export const wishlistToast = (productId: number) => ({
  id: `wishlist-${productId}`,
  duration: wishlistToastMs,
});

export function WishlistButton({
  productId,
  inWishlist,
  isAuthenticated,
  onToggled,
  className = "",
}: WishlistButtonProps) {
  const toggle = useToggleWishlist();
  const sendToLogin = useSendToLogin();
  const request = useOneAtATime();

  const onClick = () => {
    if (!isAuthenticated) return sendToLogin(wishlistMessages.loginToAdd);
    if (!request.start()) return;
    toggle.mutate(productId, {
      onSuccess: ({ message, is_in_wishlist }) => {
        const added = wishlistToggleAdded(message);
        toast.success(added ? wishlistMessages.added : wishlistMessages.removed, wishlistToast(productId));
        onToggled?.(is_in_wishlist);
      },
      onError: () => toast.error(wishlistMessages.updateFailed, { id: wishlistToast(productId).id }),
      onSettled: request.done,
    });
  };

  return (
    <Button
      size="lg"
      variant="outline"
      // One line always: beside Add to Cart at 1280 px it once broke into "Remove from / Wishlist".
      className={`whitespace-nowrap ${className}`}
      aria-busy={toggle.isPending}
      disabled={toggle.isPending}
      onClick={onClick}
    >
      <Heart
        aria-hidden="true"
        className={`size-5 ${inWishlist ? "text-red-600" : ""}`}
        fill={inWishlist ? "currentColor" : "none"}
      />
      {inWishlist ? "Remove from Wishlist" : "Add to Wishlist"}
    </Button>
  );
}
