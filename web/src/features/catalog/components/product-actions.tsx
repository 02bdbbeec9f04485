import { Heart, ShoppingBag } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";

type ProductActionsProps = {
  isAuthenticated: boolean;
  soldOut: boolean;
  inCart: boolean;
  inWishlist: boolean;
};

/** Signed-in cart and wishlist arrive with the cart issue; until then the buttons say so. */
const comingSoon = "Available soon";

/**
 * Add to Cart and the wishlist toggle. Guests get the spec's toast and go to /login, which brings
 * them back here afterwards (spec §4, §8).
 */
export function ProductActions({ isAuthenticated, soldOut, inCart, inWishlist }: ProductActionsProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const sendToLogin = (message: string) => {
    toast.error(message);
    navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
  };

  const cartLabel = inCart ? "Added to Cart" : "Add to Cart";
  const wishlistLabel = inWishlist ? "Remove from Wishlist" : "Add to Wishlist";

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {soldOut ? (
        <Button size="lg" disabled className="sm:flex-1">
          Out of Stock
        </Button>
      ) : (
        <Button
          size="lg"
          className="sm:flex-1"
          disabled={isAuthenticated}
          title={isAuthenticated ? comingSoon : undefined}
          onClick={() => sendToLogin("Login to add items to cart")}
        >
          <ShoppingBag aria-hidden="true" className="size-5" />
          {cartLabel}
        </Button>
      )}
      <Button
        size="lg"
        variant="outline"
        className="sm:flex-1"
        aria-pressed={inWishlist}
        disabled={isAuthenticated}
        title={isAuthenticated ? comingSoon : undefined}
        onClick={() => sendToLogin("Login to add items to wishlist")}
      >
        <Heart
          aria-hidden="true"
          className={`size-5 ${inWishlist ? "text-red-600" : ""}`}
          fill={inWishlist ? "currentColor" : "none"}
        />
        {wishlistLabel}
      </Button>
    </div>
  );
}
