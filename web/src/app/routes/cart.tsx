import { useQueryClient } from "@tanstack/react-query";
import { CartPage } from "@web/features/cart/components/cart-page";
import { productQueryOptions } from "@web/features/catalog/api/get-product";

/** A product removed here no longer reads 'Added to Cart' on its page. */
export default function CartRoute() {
  const queryClient = useQueryClient();
  return (
    <CartPage
      onRemoved={(productId) =>
        queryClient.setQueryData(productQueryOptions(String(productId)).queryKey, (product) =>
          product ? { ...product, is_in_cart: false } : product,
        )
      }
    />
  );
}
