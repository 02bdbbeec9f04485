import type { ProductSort } from "@contract/catalog-rules";
import type { OccasionLink } from "@contract/occasions";
import { ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { isNotFound } from "@web/lib/http";
import { usePageTitle } from "@web/lib/use-page-title";
import { CalendarHeart, ChevronRight } from "lucide-react";
import { useCallback } from "react";
import { Link } from "react-router";
import { useOccasionProducts } from "../api/get-occasion-products";
import { hasListingFilters, noListingFilters } from "../listing-filter-params";
import { useListingParams } from "../use-listing-params";
import { FilterUnavailable, isFilterGone } from "./filter-unavailable";
import { ListingEmpty } from "./listing-empty-states";
import { ListingFilters } from "./listing-filters";
import { ListingResults, productCountLabel } from "./listing-results";
import { ListingSearch } from "./listing-search";
import { ListingSort, sortOptions } from "./listing-sort";

type OccasionPageProps = {
  slug: string;
  /** The settings' occasions and recipients: the title before the listing arrives, and the filters. */
  occasions: OccasionLink[];
};

/** `/occasions/{slug}`: an occasion's or a recipient's products, in the category listing's layout. */
export function OccasionPage({ slug, occasions }: OccasionPageProps) {
  const { params, update } = useListingParams();
  const listing = useOccasionProducts(slug, params);
  const listed = occasions.find((occasion) => occasion.slug === slug);
  const occasion = listing.data?.occasion;
  const kind = occasion?.kind ?? listed?.kind;
  // The server ignores a filter of the page's own kind, so only the other kind can be the one gone;
  // an occasion the settings do not list is itself what is missing.
  const filterGone =
    isFilterGone(listing.error, kind ? { ...params, [kind]: "" } : params) &&
    (listed !== undefined || !isNotFound(listing.error));
  const notFound = isNotFound(listing.error) && !filterGone;
  const title = notFound ? undefined : (occasion?.title ?? listed?.title);
  usePageTitle(notFound ? "Occasion not found" : title ? `${title} Gifts` : "Gifts", occasion?.description);

  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const clearFilters = () => update(noListingFilters);
  const data = listing.isError ? undefined : listing.data;

  if (notFound) {
    return (
      <div className="mx-auto max-w-7xl px-5 py-8 md:px-6 md:py-12 lg:px-8">
        <Breadcrumb />
        <EmptyState
          icon={CalendarHeart}
          titleAs="h1"
          title="Occasion not found"
          description="This occasion may have ended. Have a look at our categories instead."
          action={<ButtonLink to="/categories">Browse categories</ButtonLink>}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-5 py-8 md:px-6 md:py-12 lg:px-8">
      <Breadcrumb title={title} />
      <header className="mb-6 flex flex-col gap-5 border-b border-cocoa-100 pb-6 md:mb-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 max-w-2xl">
          {title ? (
            <h1 className="text-3xl leading-tight text-cocoa-900 md:text-5xl">{title}</h1>
          ) : (
            <Skeleton className="h-10 w-64 rounded-xl md:h-14" />
          )}
          {occasion?.description && <p className="mt-3 text-cocoa-700">{occasion.description}</p>}
          <p className="mt-2 min-h-6 text-sm text-cocoa-600">{data && productCountLabel(data.count)}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-center lg:w-auto">
          <ListingSearch value={params.search} onSearch={onSearch} />
          <ListingSort
            value={params.sort}
            options={sortOptions}
            onChange={(sort: ProductSort) => update({ sort })}
          />
        </div>
      </header>

      <ListingFilters
        filters={params}
        occasions={occasions}
        fixedKind={kind}
        onChange={(filters) => update(filters)}
      />
      <ListingResults
        listing={listing}
        page={params.page}
        onPage={(page) => update({ page })}
        failure={filterGone ? <FilterUnavailable onClear={clearFilters} /> : undefined}
        empty={
          <ListingEmpty
            search={params.search}
            filtered={hasListingFilters(params)}
            page={params.page}
            onClearSearch={() => update({ search: "" })}
            onClearFilters={clearFilters}
            onFirstPage={() => update({ page: 1 })}
          />
        }
      />
    </div>
  );
}

function Breadcrumb({ title }: { title?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-5 text-sm text-cocoa-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-amber-700">
            Home
          </Link>
        </li>
        {title && (
          <li aria-current="page" className="flex items-center gap-1.5 font-medium text-cocoa-800">
            <ChevronRight aria-hidden="true" className="size-3.5" />
            {title}
          </li>
        )}
      </ol>
    </nav>
  );
}
