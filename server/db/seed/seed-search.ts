import type { Db } from "../connect";
import { occasions, productOccasions, searchSynonyms } from "../schema";
import { rebuildSearchWords, refreshSearchTerms } from "../search-index";
import type { SeedOccasion } from "./data/seed-types";

type SearchSeed = {
  occasions: SeedOccasion[];
  productOccasions: Record<string, string[]>;
  searchSynonyms: string[][];
};

/**
 * The demo's occasions with their products, and the synonym groups, each only while its table is
 * empty: an older store gets them once from `npm run db:seed`, and staff edits are never redone.
 * Then every product's search terms and the vocabulary are brought up to date (decision 26).
 */
export async function seedSearch(db: Db, seed: SearchSeed, productIds: Map<string, number>): Promise<void> {
  const [anyOccasion] = await db.select({ id: occasions.id }).from(occasions).limit(1);
  if (!anyOccasion && seed.occasions.length > 0) {
    const rows = await db
      .insert(occasions)
      .values(seed.occasions.map((occasion, position) => ({ ...occasion, position })))
      .returning({ id: occasions.id, slug: occasions.slug });
    const occasionIds = new Map(rows.map((row) => [row.slug, row.id]));
    const links = Object.entries(seed.productOccasions).flatMap(([productSlug, slugs]) => {
      const productId = productIds.get(productSlug);
      if (productId === undefined) return [];
      return slugs.flatMap((slug) => {
        const occasionId = occasionIds.get(slug);
        return occasionId === undefined ? [] : [{ productId, occasionId }];
      });
    });
    if (links.length > 0) await db.insert(productOccasions).values(links).onConflictDoNothing();
  }
  const [anyGroup] = await db.select({ id: searchSynonyms.id }).from(searchSynonyms).limit(1);
  if (!anyGroup && seed.searchSynonyms.length > 0)
    await db.insert(searchSynonyms).values(seed.searchSynonyms.map((words) => ({ words })));
  await refreshSearchTerms(db, "all");
  await rebuildSearchWords(db);
}
