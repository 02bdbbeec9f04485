import { useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@web/features/auth/use-auth";
import { useCart } from "@web/features/cart/api/get-cart";
import { AddToCartButton } from "@web/features/cart/components/add-to-cart-button";
import { productQueryOptions } from "@web/features/catalog/api/get-product";
import { WishlistPage } from "@web/features/wishlist/components/wishlist-page";

/**
 * The wishlist's cards carry the cart feature's Add to Cart button, which knows what is in the cart;
 * a product removed here no longer reads 'Remove from Wishlist' on its page.
 */
export default function WishlistRoute() {
  const { isAuthenticated } = useAuth();
  const cart = useCart();
  const queryClient = useQueryClient();
  const inCart = new Set(cart.data?.items.map((item) => item.product.id));
  return (
    <WishlistPage
      onRemoved={(productId) =>
        queryClient.setQueryData(productQueryOptions(String(productId)).queryKey, (product) =>
          product ? { ...product, is_in_wishlist: false } : product,
        )
      }
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
