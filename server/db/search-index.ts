import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./connect";

/**
 * Which products' search terms to write again: some products, a category's, an occasion's, or all.
 * Decision 26: the terms are the category's name and the titles of the product's active occasions.
 */
export type SearchTermsScope =
  | { productIds: number[] }
  | { categoryId: number }
  | { occasionId: number }
  | "all";

function scopeFilter(scope: SearchTermsScope): SQL {
  if (scope === "all") return sql`true`;
  if ("productIds" in scope) {
    return scope.productIds.length === 0
      ? sql`false`
      : sql`p.id = any(${`{${scope.productIds.join(",")}}`}::int[])`;
  }
  if ("categoryId" in scope) return sql`p.category_id = ${scope.categoryId}`;
  return sql`exists (select 1 from product_occasions po where po.product_id = p.id and po.occasion_id = ${scope.occasionId})`;
}

/**
 * Writes `products.search_terms` (and so, through the generated column, `search_vector`) for the
 * scope, in the caller's transaction. Only rows whose terms change are written, so `updated_at`
 * is left alone and a save that changes nothing costs no row versions.
 */
export async function refreshSearchTerms(db: Db, scope: SearchTermsScope): Promise<void> {
  await db.execute(sql`
    update products p set search_terms = t.terms
    from (
      select p.id, concat_ws(' ', c.name, (
        select string_agg(o.title, ' ' order by o.kind, o.position, o.id)
        from product_occasions po join occasions o on o.id = po.occasion_id
        where po.product_id = p.id and o.is_active
      )) as terms
      from products p join categories c on c.id = p.category_id
      where ${scopeFilter(scope)}
    ) t
    where p.id = t.id and p.search_terms is distinct from t.terms`);
}

/**
 * Rebuilds the vocabulary typos are corrected towards: the 3–30-letter words (no digits) of active
 * products' names and search terms, and every synonym. An advisory lock makes two staff saves rebuild
 * one after the other; without it the second insert would collide with the first's rows.
 */
export async function rebuildSearchWords(db: Db): Promise<void> {
  await lockSearchWords(db);
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    insert into search_words (word)
    select word from ts_stat($$select to_tsvector('simple', name || ' ' || search_terms) from products where is_active$$)
    where length(word) between 3 and 30 and word ~ '^[a-z]+$'
    union
    select unnest(words) from search_synonyms`);
}

/** The one lock every writer of the vocabulary takes first, synonym saves included (decision 26). */
export async function lockSearchWords(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('search_words'))`);
}
