import { deliveryMessages } from "@contract/delivery-slots";
import { addDays, indiaDate } from "@contract/india-time";
import type { ListingFilters } from "@contract/listing";
import { listingFilterMessages, priceBands } from "@contract/listing-filters";
import type { OccasionKind } from "@contract/occasions";
import { deliveryReach } from "@server/modules/shipping/delivery-reach.service";
import type { AppDeps } from "@server/platform/deps";
import { invalid, notFound } from "@server/platform/errors";
import { occasionOfKind } from "./occasion-lookup";
import type { ListingCriteria, ReachBy } from "./product-listing.repository";

type Deps = Pick<AppDeps, "db" | "publicCache">;

/**
 * The listing filters as criteria (decision 26). An occasion or recipient slug that names nothing
 * shown answers 404, so a made-up filter never renders a page; on an occasion's own page its kind is
 * `fixed` and the same kind's filter is ignored (the page already is that filter).
 */
export async function filterCriteria(
  deps: Deps,
  filters: ListingFilters,
  fixed?: OccasionKind,
): Promise<Pick<ListingCriteria, "occasionSlugs" | "price">> {
  const occasionSlugs: string[] = [];
  for (const kind of ["occasion", "recipient"] as const) {
    const slug = filters[kind];
    if (slug === undefined || kind === fixed) continue;
    if (!(await occasionOfKind(deps, slug, kind))) throw notFound(listingFilterMessages.occasionNotFound);
    occasionSlugs.push(slug);
  }
  const band = filters.price === undefined ? undefined : priceBands[filters.price];
  return {
    occasionSlugs,
    ...(band ? { price: { min: band.min, max: band.max } } : {}),
  };
}

/** How far ahead "Can reach … by" may look: the 30 days checkout's calendar offers. */
const reachDays = 30;

/**
 * "Can reach {pincode} by {date}" as the dates the predicate compares (decision 26): what the
 * pincode's zone can do from `now`, read fresh on each request. Also the cache key's part for it, so
 * 19,000 pincodes map to a few dozen keys, never one a pincode.
 */
export async function reachCriteria(
  deps: Deps,
  filters: Pick<ListingFilters, "pincode" | "by">,
  now: Date,
): Promise<ReachBy | undefined> {
  if (filters.pincode === undefined || filters.by === undefined) return undefined;
  const today = indiaDate(now);
  const last = addDays(today, reachDays - 1);
  if (filters.by < today || filters.by > last) {
    const message = deliveryMessages.dateRange(today, last);
    throw invalid(message, { by: [message] });
  }
  const reach = await deliveryReach(deps, filters.pincode, now);
  return { today: reach.today, courier: reach.courier_earliest, hand: reach.hand_earliest, by: filters.by };
}

export const reachKey = (reach: ReachBy | undefined) =>
  reach ? `${reach.today}|${reach.courier}|${reach.hand}|${reach.by}` : "";
