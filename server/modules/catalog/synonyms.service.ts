import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { listSynonymGroups } from "./synonyms.repository";

/** The synonym groups search expands a word with, read once per public-cache version (decision 26). */
export async function synonymGroups({
  db,
  publicCache,
}: Pick<AppDeps, "db" | "publicCache">): Promise<string[][]> {
  return publicCache.get(
    "search-synonyms",
    async () => (await listSynonymGroups(db)).map((group) => group.words),
    { tags: [cacheTags.synonyms] },
  );
}
