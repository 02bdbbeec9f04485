import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useAuth } from "../../features/auth/use-auth";
import { ProductPage } from "../../features/catalog/components/product-page";
import { addressesQueryOptions } from "../../features/profile/api/get-addresses";

/**
 * Composes the product page with the shopper's auth state and, when signed in, their saved
 * addresses for the delivery check (if those fail to load, the check falls back to a pincode).
 */
export default function ProductRoute() {
  const { productId = "" } = useParams();
  const { isAuthenticated } = useAuth();
  const addresses = useQuery({ ...addressesQueryOptions(), enabled: isAuthenticated });
  return (
    <ProductPage
      key={productId}
      productId={productId}
      isAuthenticated={isAuthenticated}
      addresses={isAuthenticated ? addresses.data : undefined}
    />
  );
}
