import { useAuth } from "../../features/auth/use-auth";
import { useCart } from "../../features/cart/api/get-cart";
import { AddToCartButton } from "../../features/cart/components/add-to-cart-button";
import { WishlistPage } from "../../features/wishlist/components/wishlist-page";

/** The wishlist's cards carry the cart feature's Add to Cart button, which knows what is in the cart. */
export default function WishlistRoute() {
  const { isAuthenticated } = useAuth();
  const cart = useCart();
  const inCart = new Set(cart.data?.items.map((item) => item.product.id));
  return (
    <WishlistPage
      cardActions={(product) => (
        <AddToCartButton
          product={product}
          inCart={inCart.has(product.id)}
          isAuthenticated={isAuthenticated}
          size="sm"
          className="w-full"
        />
      )}
    />
  );
}
