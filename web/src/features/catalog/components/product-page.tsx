import type { Address } from "@contract/address";
import { ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorState } from "@web/components/ui/error-state";
import { ProductCard } from "@web/components/ui/product-card";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiError } from "@web/lib/http";
import { usePageTitle } from "@web/lib/use-page-title";
import { PackageSearch } from "lucide-react";
import { Suspense } from "react";
import { useProduct } from "../api/get-product";
import { CustomerPhotos } from "./customer-photos";
import { type ProductActionsSlot, ProductDetails } from "./product-details";
import { ProductFaqs } from "./product-faqs";
import { productGridClass } from "./product-grid";
import { ProductReviews } from "./product-reviews";

type ProductPageProps = {
  productId: string;
  /** Add to cart and the wishlist toggle, from the features that own them (composed by the route). */
  actions: ProductActionsSlot;
  addresses?: Address[];
};

export function ProductPage({ productId, actions, addresses }: ProductPageProps) {
  const valid = /^\d{1,9}$/.test(productId);
  const product = useProduct(productId, valid);
  const notFound = !valid || (product.error instanceof ApiError && product.error.status === 404);
  usePageTitle(notFound ? "Product not found" : (product.data?.name ?? "Product"), product.data?.description);

  if (notFound) {
    return (
      <EmptyState
        icon={PackageSearch}
        titleAs="h1"
        title="Product not found"
        description="This treat may have sold out for good or moved. There's plenty more to discover."
        action={<ButtonLink to="/categories">Browse categories</ButtonLink>}
      />
    );
  }
  if (product.isError) {
    return (
      <ErrorState
        message="We couldn't load this product"
        hint="Please check your connection and try again."
        onRetry={() => void product.refetch()}
      />
    );
  }
  if (product.isPending) return <ProductSkeleton />;

  const detail = product.data;
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-5 py-8 md:space-y-24 md:px-6 md:py-12 lg:px-8">
      <ProductDetails product={detail} actions={actions} addresses={addresses} />
      {/* What sits below the product is hydrated apart from it (a Suspense boundary of its own,
          although nothing in it suspends), so the buy box is ready without waiting for the rest. */}
      <Suspense>
        <ProductFaqs faqs={detail.faqs} />
        <CustomerPhotos photos={detail.customer_photos} count={detail.customer_photo_count} />
        <ProductReviews
          reviews={detail.reviews}
          averageRating={detail.average_rating}
          reviewCount={detail.review_count}
        />
        {detail.similar_products.length > 0 && (
          <section
            aria-labelledby="similar-products"
            className="drawn-when-near [contain-intrinsic-size:auto_40rem] md:[contain-intrinsic-size:auto_30rem]"
          >
            <h2 id="similar-products" className="mb-6 text-2xl text-cocoa-900 md:text-3xl">
              You may also like
            </h2>
            <div className={productGridClass}>
              {detail.similar_products.map((similar) => (
                <ProductCard key={similar.id} product={similar} />
              ))}
            </div>
          </section>
        )}
      </Suspense>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading product"
      className="mx-auto grid max-w-7xl gap-8 px-5 py-8 md:grid-cols-2 md:gap-10 md:px-6 md:py-12 lg:gap-16 lg:px-8"
    >
      <Skeleton className="aspect-square w-full rounded-3xl" />
      <div className="space-y-5">
        <Skeleton className="h-4 w-32 rounded-full" />
        <Skeleton className="h-12 w-4/5 rounded-xl" />
        <Skeleton className="h-10 w-48 rounded-xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-12 w-full rounded-full" />
        <Skeleton className="h-32 w-full rounded-3xl" />
      </div>
    </div>
  );
}
