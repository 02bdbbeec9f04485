import type { OccasionLink } from "@contract/occasions";
import type { SearchResponse } from "@contract/search";
import { maxSearchLength, searchKey } from "@contract/search-text";
import { ErrorState } from "@web/components/ui/error-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { Search } from "lucide-react";
import { useRef } from "react";
import { useSearchProducts } from "../api/search-products";
import { hasListingFilters, noListingFilters } from "../listing-filter-params";
import { readSearchParams, searchQueryString } from "../search-params";
import { useUrlListing } from "../use-listing-params";
import { FilterUnavailable, isFilterGone } from "./filter-unavailable";
import { EmptyPage } from "./listing-empty-states";
import { ListingFilters } from "./listing-filters";
import { ListingResults } from "./listing-results";
import { ListingSort, searchSortOptions } from "./listing-sort";
import { ProductGridSkeleton } from "./product-grid";
import { CardGrid, SearchNoResults } from "./search-no-results";

const resultsLabel = (count: number) => `${count} ${count === 1 ? "result" : "results"}`;

/**
 * `/search?q=` (decision 26): the words looked for as `searchKey` reads them (what the server rendered),
 * results in the listing's grid with sort, filters and pages; with no result, close matches and
 * popular gifts; with no words at all, popular gifts.
 */
export function SearchPage({ occasions }: { occasions: OccasionLink[] }) {
  const { params, update } = useUrlListing(readSearchParams, searchQueryString);
  const results = useSearchProducts(params);
  const filterGone = isFilterGone(results.error, params);
  const data = results.isError ? undefined : results.data;
  usePageTitle(params.q ? `“${params.q}”` : "Search");
  const clearFilters = () => update(noListingFilters);

  return (
    <div className="mx-auto max-w-7xl px-5 py-8 md:px-6 md:py-12 lg:px-8">
      <SearchField key={params.q} value={params.q} onSearch={(q) => update({ q })} />
      {params.q === "" ? (
        <section aria-labelledby="popular-gifts" className="mt-10">
          <h1 id="popular-gifts" className="mb-6 text-3xl text-cocoa-900 md:text-4xl">
            Popular gifts
          </h1>
          {results.isError ? (
            <ErrorState message="Failed to load products" onRetry={() => void results.refetch()} />
          ) : data ? (
            <CardGrid products={data.popular} headingLevel={2} />
          ) : (
            <ProductGridSkeleton />
          )}
        </section>
      ) : (
        <>
          <header className="mt-8 mb-6 flex flex-col gap-4 border-b border-cocoa-100 pb-6 sm:flex-row sm:items-end sm:justify-between md:mb-8">
            <ResultsHeading q={params.q} data={data} pending={results.isPending} />
            <ListingSort
              value={params.sort}
              options={searchSortOptions}
              onChange={(sort) => update({ sort })}
            />
          </header>
          <ListingFilters filters={params} occasions={occasions} onChange={(filters) => update(filters)} />
          <ListingResults
            listing={results}
            page={params.page}
            onPage={(page) => update({ page })}
            failure={filterGone ? <FilterUnavailable onClear={clearFilters} /> : undefined}
            empty={
              data && data.count > 0 ? (
                <EmptyPage onFirstPage={() => update({ page: 1 })} />
              ) : (
                <SearchNoResults
                  q={params.q}
                  filtered={hasListingFilters(params)}
                  onClearFilters={clearFilters}
                  closeMatches={data?.close_matches ?? []}
                  popular={data?.popular ?? []}
                />
              )
            }
          />
        </>
      )}
    </div>
  );
}

type ResultsHeadingProps = { q: string; data: SearchResponse | undefined; pending: boolean };

function ResultsHeading({ q, data, pending }: ResultsHeadingProps) {
  return (
    <div className="min-w-0">
      {data?.did_you_mean && (
        <p className="mb-1 text-cocoa-600">
          Showing results for “<span className="font-semibold text-cocoa-900">{data.did_you_mean}</span>”
        </p>
      )}
      {data || !pending ? (
        <h1 className="text-2xl leading-tight text-cocoa-900 md:text-4xl">
          {data ? `${resultsLabel(data.count)} for ` : "Results for "}“{q}”
        </h1>
      ) : (
        <Skeleton className="h-9 w-72 rounded-xl md:h-11" />
      )}
    </div>
  );
}

/**
 * The page's own search box. It works as a plain form before the app starts (GET /search?q=); after,
 * a search keeps the sort and filters and starts again at page 1.
 */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    // biome-ignore lint/a11y/useSemanticElements: decision 26 names a form with the search role, which works before the app starts.
    <form
      role="search"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(searchKey(input.current?.value ?? ""));
      }}
      className="relative mx-auto max-w-3xl"
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-cocoa-400"
      />
      <input
        ref={input}
        type="search"
        name="q"
        defaultValue={value}
        maxLength={maxSearchLength}
        aria-label="Search for gifts"
        placeholder="Chocolates, mithai, hampers…"
        enterKeyHint="search"
        className="h-14 w-full rounded-full border border-cocoa-200 bg-white pr-28 pl-13 text-base text-cocoa-900 shadow-soft placeholder:text-cocoa-400 focus:border-amber-500 focus:ring-4 focus:ring-amber-100 focus:outline-none md:h-16 md:text-lg [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-2 h-10 -translate-y-1/2 rounded-full bg-cocoa-900 px-5 text-sm font-semibold text-cream-100 hover:bg-cocoa-800 md:h-12 md:px-6"
      >
        Search
      </button>
    </form>
  );
}
