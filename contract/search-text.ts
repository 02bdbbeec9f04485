/**
 * What a shopper typed, as the words search looks for (decision 26, "The search", step 1). Pure and
 * zod-free so the server's search, its cache keys and the web's `/search` page agree on one form.
 * Only `[a-z0-9]` survives, so nothing typed can act as a tsquery operator, a LIKE wildcard or SQL.
 */

/** The `q` schema's bound (`oneLineText("Search", maxSearchLength)`) and the search field's maxLength. */
export const maxSearchLength = 100;
export const maxSearchWords = 8;
export const maxSearchWordLength = 30;

/** In a gift shop every product is a gift: "birthday gift" must not require the word "gift". */
export const searchStopWords = [
  "a",
  "an",
  "and",
  "the",
  "for",
  "of",
  "with",
  "to",
  "in",
  "on",
  "by",
  "from",
  "gift",
  "gifts",
  "buy",
  "send",
  "online",
  "best",
] as const;

const stopWords: ReadonlySet<string> = new Set(searchStopWords);
const combiningMarks = /\p{M}/gu;
const word = /[a-z0-9]+/g;
const digit = /^[0-9]$/;

export function searchWords(q: string): string[] {
  // Cut before any work, so a huge input costs no more than one at the schema's bound. The schema
  // refuses longer input anyway; this guards callers that skip it.
  const folded = q.slice(0, maxSearchLength).normalize("NFKD").replace(combiningMarks, "").toLowerCase();
  const words: string[] = [];
  for (const [found] of folded.matchAll(word)) {
    if (stopWords.has(found) || (found.length === 1 && !digit.test(found))) continue;
    const cut = found.slice(0, maxSearchWordLength);
    // The record is silent on repeats; a repeated word adds nothing to an AND of words, so it is
    // kept once and cannot use up the word limit or split one search into several cache keys.
    if (!words.includes(cut)) words.push(cut);
    if (words.length === maxSearchWords) break;
  }
  return words;
}

/** The cache key and the canonical `q`: "Kaju Katli!" and "kaju  katli" are one search. */
export function searchKey(q: string): string {
  return searchWords(q).join(" ");
}
