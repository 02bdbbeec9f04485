import { searchWords } from "@contract/search-text";
import type { AppDeps } from "@server/platform/deps";
import { type SearchPlan, searchPlan } from "./search-plan";
import { spellingOf } from "./search-spelling.repository";
import { synonymGroups } from "./synonyms.service";

export type Matcher = { words: string[]; plan: SearchPlan | null };

/**
 * What a typed text looks for: its normalised words and the plan built from the vocabulary's
 * spelling facts and the synonym groups. Search, suggestions and a listing's `?search=` share it.
 */
export async function matcherFor(deps: Pick<AppDeps, "db" | "publicCache">, text: string): Promise<Matcher> {
  const words = searchWords(text);
  if (words.length === 0) return { words, plan: null };
  const spelling = await spellingOf(deps.db, words);
  const synonyms = await synonymGroups(deps);
  return { words, plan: searchPlan(words, spelling, synonyms) };
}
