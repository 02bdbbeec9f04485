import { useQueryClient } from "@tanstack/react-query";
import { storeCart } from "@web/features/cart/cart-cache";
import { productQueryOptions, useProduct } from "@web/features/catalog/api/get-product";
import { CustomizePage } from "@web/features/customize/components/customize-page";
import { useParams } from "react-router";

/**
 * The customise screen with the catalogue's product; the saved answer's cart replaces the cart
 * feature's copy, and the product page learns the product is now in the cart.
 */
export default function CustomizeRoute() {
  const { productId = "" } = useParams();
  const valid = /^\d{1,9}$/.test(productId);
  const product = useProduct(productId, valid);
  const queryClient = useQueryClient();
  return (
    <CustomizePage
      key={productId}
      productId={Number(productId)}
      product={product.data}
      failed={!valid || product.isError}
      onSaved={(change) => {
        storeCart(queryClient, change.cart);
        queryClient.setQueryData(productQueryOptions(productId).queryKey, (detail) =>
          detail ? { ...detail, is_in_cart: true } : detail,
        );
      }}
    />
  );
}
