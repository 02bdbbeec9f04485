import type { ProductListingPage } from "@contract/catalog";
import { categoryProductsPageSize } from "@contract/catalog-rules";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorState } from "@web/components/ui/error-state";
import { PageNav } from "@web/components/ui/page-nav";
import { MapPin } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { useDeliveryMarks } from "../use-delivery-marks";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";

export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? "product" : "products"}`;
}

type ListingResultsProps = {
  listing: UseQueryResult<ProductListingPage, unknown>;
  page: number;
  onPage: (page: number) => void;
  /** What an empty page shows instead of the grid. */
  empty: ReactNode;
  /** Shown instead of the retry state when the page knows why the listing failed. */
  failure?: ReactNode;
};

/** The grid of a category, occasion or search page, with its loading, failure and empty states and pages. */
export function ListingResults({ listing, page, onPage, empty, failure }: ListingResultsProps) {
  const top = useRef<HTMLDivElement>(null);
  const { unserved } = useDeliveryMarks();
  const turnTo = (next: number) => {
    onPage(next);
    top.current?.scrollIntoView({ block: "start" });
  };
  const data = listing.isError ? undefined : listing.data;
  const pageCount = data ? Math.ceil(data.count / categoryProductsPageSize) : 0;
  return (
    <div ref={top} className="scroll-mt-24">
      {listing.isPending && <ProductGridSkeleton />}
      {listing.isError &&
        (failure ?? <ErrorState message="Failed to load products" onRetry={() => void listing.refetch()} />)}
      {data && unserved && (
        <p className="mb-4 flex items-center gap-2 rounded-xl bg-cream-200/70 px-4 py-2.5 text-sm font-medium text-cocoa-800 ring-1 ring-cocoa-100">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
          We don't deliver to {unserved} yet
        </p>
      )}
      {data &&
        (data.results.length === 0 ? (
          empty
        ) : (
          <ProductGrid products={data.results} busy={listing.isPlaceholderData} />
        ))}
      {data && (data.next !== null || data.previous !== null || page > 1) && (
        <PageNav
          page={page}
          pageCount={pageCount}
          hasPrevious={data.previous !== null && !listing.isPlaceholderData}
          hasNext={data.next !== null && !listing.isPlaceholderData}
          onPage={turnTo}
        />
      )}
    </div>
  );
}
