import type { ProductSort } from "@contract/catalog-rules";
import type { OccasionLink } from "@contract/occasions";
import { ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { isNotFound } from "@web/lib/http";
import { usePageTitle } from "@web/lib/use-page-title";
import { ChevronRight, PackageSearch } from "lucide-react";
import { useCallback } from "react";
import { Link } from "react-router";
import { useCategories } from "../api/get-categories";
import { useCategoryProducts } from "../api/get-category-products";
import { hasListingFilters, type ListingFilterValues, noListingFilters } from "../listing-filter-params";
import { useListingParams } from "../use-listing-params";
import { FilterUnavailable, isFilterGone } from "./filter-unavailable";
import { ListingEmpty } from "./listing-empty-states";
import { ListingFilters } from "./listing-filters";
import { ListingResults, productCountLabel } from "./listing-results";
import { ListingSearch } from "./listing-search";
import { ListingSort, sortOptions } from "./listing-sort";

type CategoryProductsPageProps = {
  categoryId: string;
  /** The settings' occasions and recipients, for the filters. */
  occasions: OccasionLink[];
};

export function CategoryProductsPage({ categoryId, occasions }: CategoryProductsPageProps) {
  const { params, update } = useListingParams();
  const valid = /^\d{1,9}$/.test(categoryId);
  const listing = useCategoryProducts(categoryId, params, valid);
  const category = useCategories().data?.results.find((c) => String(c.id) === categoryId);
  const filterGone = isFilterGone(listing.error, params);
  const notFound = !valid || (isNotFound(listing.error) && !filterGone);
  const name = notFound ? undefined : (listing.data?.category_name ?? category?.name);
  usePageTitle(
    notFound ? "Category not found" : (name ?? "Category"),
    name ? category?.description || `Shop ${name} at Mithaas, delivered across India.` : undefined,
  );

  // Typing replaces the history entry (no entry per pause); sort and page changes push one.
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const onSort = (sort: ProductSort) => update({ sort });
  const onFilters = (filters: Partial<ListingFilterValues>) => update(filters);

  const data = listing.isError ? undefined : listing.data;

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

      <header className="mb-6 flex flex-col gap-5 border-b border-cocoa-100 pb-6 md:mb-8 lg:flex-row lg:items-end lg:justify-between">
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
          <ListingSort value={params.sort} options={sortOptions} onChange={onSort} />
        </div>
      </header>

      <ListingFilters filters={params} occasions={occasions} onChange={onFilters} />
      <ListingResults
        listing={listing}
        page={params.page}
        onPage={(page) => update({ page })}
        failure={filterGone ? <FilterUnavailable onClear={() => update(noListingFilters)} /> : undefined}
        empty={
          <ListingEmpty
            search={params.search}
            filtered={hasListingFilters(params)}
            page={params.page}
            onClearSearch={() => update({ search: "" })}
            onClearFilters={() => update(noListingFilters)}
            onFirstPage={() => update({ page: 1 })}
          />
        }
      />
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
