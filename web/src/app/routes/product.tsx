import type { ProductDetail } from "@contract/catalog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@web/features/auth/use-auth";
import { AddToCartButton } from "@web/features/cart/components/add-to-cart-button";
import { productQueryOptions } from "@web/features/catalog/api/get-product";
import { ProductPage } from "@web/features/catalog/components/product-page";
import { addressesQueryOptions } from "@web/features/profile/api/get-addresses";
import { WishlistButton } from "@web/features/wishlist/components/wishlist-button";
import { useParams } from "react-router";

/**
 * Composes the product page with the shopper's auth state, the cart and wishlist buttons (whose
 * results update the page's own copy of the product), and, when signed in, their saved addresses for
 * the delivery check (if those fail to load, the check falls back to a pincode).
 */
export default function ProductRoute() {
  const { productId = "" } = useParams();
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const addresses = useQuery({ ...addressesQueryOptions(), enabled: isAuthenticated });

  const patchProduct = (patch: Partial<ProductDetail>) =>
    queryClient.setQueryData(productQueryOptions(productId).queryKey, (product) =>
      product ? { ...product, ...patch } : product,
    );

  return (
    <ProductPage
      key={productId}
      productId={productId}
      addresses={isAuthenticated ? addresses.data : undefined}
      actions={(product, quantity, placement) => {
        const addToCart = (
          <AddToCartButton
            product={product}
            quantity={quantity}
            inCart={product.is_in_cart}
            isAuthenticated={isAuthenticated}
            onAdded={() => patchProduct({ is_in_cart: true })}
            size={placement === "bar" ? "md" : "lg"}
            className={placement === "bar" ? "shrink-0" : "whitespace-nowrap sm:flex-1"}
          />
        );
        if (placement === "bar") return addToCart;
        return (
          <>
            {addToCart}
            <WishlistButton
              productId={product.id}
              inWishlist={product.is_in_wishlist}
              isAuthenticated={isAuthenticated}
              onToggled={(isInWishlist) => patchProduct({ is_in_wishlist: isInWishlist })}
              className="sm:flex-1"
            />
          </>
        );
      }}
    />
  );
}
