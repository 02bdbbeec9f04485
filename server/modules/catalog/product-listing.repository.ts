import type { SearchSort } from "@contract/listing-filters";
import type { Db } from "@server/db/connect";
import { productColumns, products } from "@server/db/schema/catalog";
import { occasions, productOccasions } from "@server/db/schema/catalog-occasions";
import { and, asc, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { ProductRow } from "./product-cards.repository";

/** Decision 26: the first India dates a pincode can receive by courier and by hand, and the date asked. */
export type ReachBy = { today: string; courier: string | null; hand: string | null; by: string };

/** What one listing asks for; every part is optional and they all must hold. */
export type ListingCriteria = {
  categoryId?: number;
  /** Products tagged with every one of these shown occasions or recipients (the page's own, a filter's). */
  occasionSlugs?: string[];
  price?: { min: number; max: number | null };
  /** tsquery texts from `search-plan.ts`: every lexeme checked and quoted there. */
  text?: { query: string; exact: string };
  reach?: ReachBy;
  inStock?: boolean;
};

/** The price the shopper pays: the discounted one when there is one. */
const paidPrice = sql<number>`coalesce(${products.discountedPricePaise}, ${products.pricePaise})`;
const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/**
 * `canReachBy` of `contract/delivery-reach.ts` as one predicate (decision 26): a perishable goes only
 * by hand and only while still fresh; anything else by whichever comes first. `least` skips nulls, and
 * a null on both sides makes the whole case null, which no row passes.
 */
export function canReachBySql(reach: ReachBy): SQL {
  return sql`(${products.stock} > 0 and case when ${products.isPerishable}
    then ${reach.hand}::date <= ${reach.by}::date
      and (${products.maxDaysAhead} is null or ${reach.today}::date + ${products.maxDaysAhead}::int >= ${reach.hand}::date)
    else least(${reach.courier}::date, ${reach.hand}::date) <= ${reach.by}::date end)`;
}

function matching(criteria: ListingCriteria): SQL | undefined {
  return and(
    eq(products.isActive, true),
    criteria.categoryId === undefined ? undefined : eq(products.categoryId, criteria.categoryId),
    ...(criteria.occasionSlugs ?? []).map(
      (slug) =>
        sql`exists (select 1 from ${productOccasions} join ${occasions} on ${occasions.id} = ${productOccasions.occasionId}
          where ${productOccasions.productId} = ${products.id} and ${occasions.slug} = ${slug} and ${occasions.isActive})`,
    ),
    criteria.price === undefined ? undefined : gte(paidPrice, criteria.price.min),
    criteria.price?.max == null ? undefined : lte(paidPrice, criteria.price.max),
    criteria.text === undefined
      ? undefined
      : sql`${products.searchVector} @@ ${tsquery(criteria.text.query)}`,
    criteria.reach === undefined ? undefined : canReachBySql(criteria.reach),
    criteria.inStock ? sql`${products.stock} > 0` : undefined,
  );
}

function ordering(sort: SearchSort, text: ListingCriteria["text"]): SQL[] {
  switch (sort) {
    case "price_low":
      return [asc(paidPrice), asc(products.id)];
    case "price_high":
      return [desc(paidPrice), asc(products.id)];
    case "relevance":
      if (text) {
        // In stock first, then the rank; a product holding every word as typed beats one found
        // through a correction or a synonym.
        return [
          sql`(${products.stock} > 0) desc`,
          sql`ts_rank(${products.searchVector}, ${tsquery(text.query)}) + (${products.searchVector} @@ ${tsquery(text.exact)})::int desc`,
          asc(products.id),
        ];
      }
      return [desc(products.createdAt), desc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

export async function countListing(db: Db, criteria: ListingCriteria): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(matching(criteria));
  return Number(row?.count ?? 0);
}

export function listListing(
  db: Db,
  criteria: ListingCriteria,
  sort: SearchSort,
  page: { limit: number; offset: number },
): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(matching(criteria))
    .orderBy(...ordering(sort, criteria.text))
    .limit(page.limit)
    .offset(page.offset);
}
