import { Button, ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { FunnelX, PackageSearch, SearchX } from "lucide-react";

/** A page number past the last page (an old link, or a listing that shrank). */
export function EmptyPage({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <EmptyState
      icon={PackageSearch}
      title="This page is empty"
      description="The collection has fewer pages than that."
      action={<Button onClick={onFirstPage}>Go to the first page</Button>}
    />
  );
}

export function NoFilterMatch({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={FunnelX}
      title="Nothing matches these filters"
      description="Try another price or occasion, or clear the filters to see everything."
      action={<Button onClick={onClear}>Clear filters</Button>}
    />
  );
}

type ListingEmptyProps = {
  search: string;
  filtered: boolean;
  page: number;
  onClearSearch: () => void;
  onClearFilters: () => void;
  onFirstPage: () => void;
};

/** Why a category's or an occasion's page has no products, and the way out. */
export function ListingEmpty({
  search,
  filtered,
  page,
  onClearSearch,
  onClearFilters,
  onFirstPage,
}: ListingEmptyProps) {
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
  if (page > 1) return <EmptyPage onFirstPage={onFirstPage} />;
  if (filtered) return <NoFilterMatch onClear={onClearFilters} />;
  return (
    <EmptyState
      icon={PackageSearch}
      title="Nothing here yet"
      description="New treats are on their way to this collection."
      action={<ButtonLink to="/categories">Browse categories</ButtonLink>}
    />
  );
}
