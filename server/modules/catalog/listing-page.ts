import type { ProductListingPage } from "@contract/catalog";
import { categoryProductsPageSize } from "@contract/catalog-rules";
import type { SearchSort } from "@contract/listing-filters";
import type { AppDeps } from "@server/platform/deps";
import { imageKeysByProduct, toProductCard } from "./product-cards.service";
import { countListing, type ListingCriteria, listListing } from "./product-listing.repository";

type Deps = Pick<AppDeps, "db" | "storage">;

/** A listing's own path for another page of the same query: every parameter kept, `page` replaced. */
export function pagePath(path: string, params: Record<string, string | number | undefined>, page: number) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "" && name !== "page") search.set(name, String(value));
  }
  search.set("page", String(page));
  return `${path}?${search}`;
}

/**
 * One page of 24 of any listing (category, occasion, search), with `next` and `previous` from
 * `pathOf`. Past the end answers an empty page whose `previous` leads back to the last real one.
 */
export async function loadListingPage(
  deps: Deps,
  criteria: ListingCriteria,
  sort: SearchSort,
  page: number,
  pathOf: (page: number) => string,
): Promise<ProductListingPage> {
  const [count, rows] = await Promise.all([
    countListing(deps.db, criteria),
    listListing(deps.db, criteria, sort, {
      limit: categoryProductsPageSize,
      offset: (page - 1) * categoryProductsPageSize,
    }),
  ]);
  const images = await imageKeysByProduct(
    deps.db,
    rows.map((row) => row.id),
  );
  const lastPage = Math.max(1, Math.ceil(count / categoryProductsPageSize));
  const previous = page > 1 ? Math.min(page - 1, lastPage) : null;
  return {
    count,
    results: rows.map((row) => toProductCard(row, images.get(row.id) ?? [], deps.storage)),
    next: page < lastPage ? pathOf(page + 1) : null,
    previous: previous === null ? null : pathOf(previous),
  };
}
