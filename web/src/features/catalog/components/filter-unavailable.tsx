import { listingFilterMessages } from "@contract/listing-filters";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ApiError } from "@web/lib/http";
import { FunnelX } from "lucide-react";
import { dependsOnReach, type ListingFilterValues } from "../listing-filter-params";

/**
 * Whether a listing failed because of a filter its URL holds: an occasion or recipient the store no
 * longer shows (404 `Occasion not found`), or a delivery date that has since left the calendar (400).
 */
export function isFilterGone(error: unknown, filters: ListingFilterValues): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) {
    return (
      error.message === listingFilterMessages.occasionNotFound &&
      Boolean(filters.occasion || filters.recipient)
    );
  }
  return error.status === 400 && dependsOnReach(filters);
}

export function FilterUnavailable({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={FunnelX}
      title="This filter is no longer available"
      description="Clear it to see what is here now."
      action={<Button onClick={onClear}>Clear</Button>}
    />
  );
}
