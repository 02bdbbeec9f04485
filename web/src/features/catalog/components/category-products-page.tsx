import { categoryProductsPageSize, type ProductSort } from "@contract/catalog-rules";
import { Button, ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorState } from "@web/components/ui/error-state";
import { PageNav } from "@web/components/ui/page-nav";
import { Skeleton } from "@web/components/ui/skeleton";
import { isNotFound } from "@web/lib/http";
import { usePageTitle } from "@web/lib/use-page-title";
import { ChevronRight, PackageSearch, SearchX } from "lucide-react";
import { useCallback, useRef } from "react";
import { Link } from "react-router";
import { useCategories } from "../api/get-categories";
import { useCategoryProducts } from "../api/get-category-products";
import { useListingParams } from "../use-listing-params";
import { ListingSearch } from "./listing-search";
import { ListingSort } from "./listing-sort";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";

export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? "product" : "products"}`;
}

export function CategoryProductsPage({ categoryId }: { categoryId: string }) {
  const { params, update } = useListingParams();
  const valid = /^\d{1,9}$/.test(categoryId);
  const listing = useCategoryProducts(categoryId, params, valid);
  const category = useCategories().data?.results.find((c) => String(c.id) === categoryId);
  const gridTop = useRef<HTMLDivElement>(null);
  const notFound = !valid || isNotFound(listing.error);
  const name = notFound ? undefined : (listing.data?.category_name ?? category?.name);
  usePageTitle(
    notFound ? "Category not found" : (name ?? "Category"),
    name ? category?.description || `Shop ${name} at Mithaas, delivered across India.` : undefined,
  );

  // Typing replaces the history entry (no entry per pause); sort and page changes push one.
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const onSort = (sort: ProductSort) => update({ sort });
  const onPage = (page: number) => {
    update({ page });
    gridTop.current?.scrollIntoView({ block: "start" });
  };

  const data = listing.data;
  const pageCount = data ? Math.ceil(data.count / categoryProductsPageSize) : 0;

  if (notFound) {
    return (
      <div className="mx-auto max-w-7xl px-5 py-8 md:px-6 md:py-12 lg:px-8">
        <Breadcrumb />
        <EmptyState
          icon={PackageSearch}
          titleAs="h1"
          title="Category not found"
          description="This collection may have moved. Have a look at our other categories."
          action={<ButtonLink to="/categories">Browse categories</ButtonLink>}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-5 py-8 md:px-6 md:py-12 lg:px-8">
      <Breadcrumb name={name} />

      <header className="mb-8 flex flex-col gap-5 border-b border-cocoa-100 pb-6 md:mb-10 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          {name || !listing.isPending ? (
            <h1 className="text-3xl leading-tight text-cocoa-900 md:text-5xl">{name ?? "Products"}</h1>
          ) : (
            <Skeleton className="h-10 w-64 rounded-xl md:h-14" />
          )}
          <p className="mt-2 min-h-6 text-cocoa-600">
            {data && (
              <>
                {productCountLabel(data.count)}
                {params.search && (
                  <>
                    {" "}
                    for “<span className="font-medium text-cocoa-900">{params.search}</span>”
                  </>
                )}
              </>
            )}
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-center lg:w-auto">
          <ListingSearch value={params.search} onSearch={onSearch} />
          <ListingSort value={params.sort} onChange={onSort} />
        </div>
      </header>

      <div ref={gridTop} className="scroll-mt-24">
        {listing.isPending && <ProductGridSkeleton />}
        {listing.isError && (
          <ErrorState message="Failed to load products" onRetry={() => void listing.refetch()} />
        )}
        {data && !listing.isError && data.results.length === 0 && (
          <ListingEmpty
            search={params.search}
            page={params.page}
            onClearSearch={() => update({ search: "" })}
            onFirstPage={() => onPage(1)}
          />
        )}
        {data && !listing.isError && data.results.length > 0 && (
          <ProductGrid products={data.results} busy={listing.isPlaceholderData} />
        )}
        {data && !listing.isError && (data.next !== null || data.previous !== null || params.page > 1) && (
          <PageNav
            page={params.page}
            pageCount={pageCount}
            hasPrevious={data.previous !== null && !listing.isPlaceholderData}
            hasNext={data.next !== null && !listing.isPlaceholderData}
            onPage={onPage}
          />
        )}
      </div>
    </div>
  );
}

function Breadcrumb({ name }: { name?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-5 text-sm text-cocoa-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-amber-700">
            Home
          </Link>
        </li>
        <li className="flex items-center gap-1.5">
          <ChevronRight aria-hidden="true" className="size-3.5" />
          <Link to="/categories" className="hover:text-amber-700">
            Categories
          </Link>
        </li>
        {name && (
          <li aria-current="page" className="flex items-center gap-1.5 font-medium text-cocoa-800">
            <ChevronRight aria-hidden="true" className="size-3.5" />
            {name}
          </li>
        )}
      </ol>
    </nav>
  );
}

type ListingEmptyProps = { search: string; page: number; onClearSearch: () => void; onFirstPage: () => void };

function ListingEmpty({ search, page, onClearSearch, onFirstPage }: ListingEmptyProps) {
  if (search) {
    return (
      <EmptyState
        icon={SearchX}
        title={`No products match “${search}”`}
        description="Try a different word, or clear the search to see the whole collection."
        action={<Button onClick={onClearSearch}>Clear search</Button>}
      />
    );
  }
  if (page > 1) {
    return (
      <EmptyState
        icon={PackageSearch}
        title="This page is empty"
        description="The collection has fewer pages than that."
        action={<Button onClick={onFirstPage}>Go to the first page</Button>}
      />
    );
  }
  return (
    <EmptyState
      icon={PackageSearch}
      title="Nothing here yet"
      description="New treats are on their way to this collection."
      action={<ButtonLink to="/categories">Browse categories</ButtonLink>}
    />
  );
}
