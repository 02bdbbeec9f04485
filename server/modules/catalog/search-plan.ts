/**
 * What a search looks for, from the shopper's words (decision 26, "The query", steps 3–4). Pure: the
 * spelling facts come from `search-spelling.repository.ts` and the synonym groups from the cache.
 */

/** What the vocabulary says of one typed word; words it was not asked about have no entry. */
export type Spelling = { known: boolean; near: string[]; splits: string[] };

/** One way a typed word may be found: one lexeme, or two that must both be there ("ras malai"). */
type Alternative = { lexemes: string[]; prefix: boolean };

export type SearchPlan = {
  /** tsquery text: every group must match, any alternative of a group will do. */
  query: string;
  /** tsquery text of the words as typed, all required: such products rank first. */
  exact: string;
  /** tsquery text of any group matching: the close matches shown instead of an empty page. */
  anyGroup: string;
  /** The words with each unknown one replaced by its best correction; null when none was. */
  didYouMean: string | null;
};

const maxGroups = 8;
const maxAlternatives = 20;
/** Three letters make a useful prefix: "choc" finds chocolate, "ch" would find half the shop. */
const minPrefix = 3;
/** Two joined words reach 60; the repository refuses anything else as a lexeme. */
export const lexemePattern = /^[a-z0-9]{1,60}$/;

/**
 * The singulars a plural may stand for: "hampers" → hamper, "cookies" → cookie and cooky, "boxes" → box
 * and boxe. A wrong guess costs nothing: it matches no product. Stems under three letters are dropped.
 */
export function singularsOf(word: string): string[] {
  if (!word.endsWith("s") || word.endsWith("ss")) return [];
  const stems = [word.slice(0, -1)];
  if (word.endsWith("ies")) stems.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith("es")) stems.push(word.slice(0, -2));
  return stems.filter((stem) => stem.length >= minPrefix);
}

function synonymsOf(word: string, groups: readonly (readonly string[])[]): string[] {
  return groups.find((group) => group.includes(word))?.filter((other) => other !== word) ?? [];
}

function alternativesOf(
  words: readonly string[],
  index: number,
  spelling: ReadonlyMap<string, Spelling>,
  synonyms: readonly (readonly string[])[],
): Alternative[] {
  const word = words[index] ?? "";
  const single = (lexeme: string): Alternative => ({ lexemes: [lexeme], prefix: lexeme.length >= minPrefix });
  const found: Alternative[] = [];
  const add = (alternative: Alternative) => {
    const key = `${alternative.lexemes.join(" ")}${alternative.prefix ? "*" : ""}`;
    if (found.some((other) => `${other.lexemes.join(" ")}${other.prefix ? "*" : ""}` === key)) return;
    if (alternative.lexemes.every((lexeme) => lexemePattern.test(lexeme))) found.push(alternative);
  };
  const withSynonyms = (lexeme: string) => {
    add(single(lexeme));
    for (const other of synonymsOf(lexeme, synonyms)) add(single(other));
  };
  withSynonyms(word);
  for (const singular of singularsOf(word)) withSynonyms(singular);
  const facts = spelling.get(word);
  // Only an unknown word is corrected, so a correct one never drifts; a split is no correction: the
  // shop may write Rasmalai and Ras Malai both.
  for (const near of facts && !facts.known ? facts.near : []) withSynonyms(near);
  for (const split of facts?.splits ?? []) add({ lexemes: split.split(" "), prefix: false });
  // Two typed words may be one in the shop ("ras malai" for Rasmalai): either half finds the whole.
  const before = words[index - 1];
  const after = words[index + 1];
  if (before) add({ lexemes: [`${before}${word}`], prefix: false });
  if (after) add({ lexemes: [`${word}${after}`], prefix: false });
  return found.slice(0, maxAlternatives);
}

const quoted = (lexeme: string) => `'${lexeme}'`;
function alternativeText({ lexemes, prefix }: Alternative): string {
  if (lexemes.length === 1) return `${quoted(lexemes[0] ?? "")}${prefix ? ":*" : ""}`;
  return `(${lexemes.map(quoted).join(" & ")})`;
}

/**
 * The plan for `words` (already normalised by `contract/search-text.ts`), or null when no word is
 * left to look for. Every lexeme matches `lexemePattern` and is quoted, so the text is safe to hand
 * to `to_tsquery` as a bound parameter: nothing typed can become an operator.
 */
export function searchPlan(
  words: readonly string[],
  spelling: ReadonlyMap<string, Spelling>,
  synonyms: readonly (readonly string[])[],
): SearchPlan | null {
  const typed = words.slice(0, maxGroups).filter((word) => lexemePattern.test(word));
  if (typed.length === 0) return null;
  const groups = typed.map(
    (_, index) => `(${alternativesOf(typed, index, spelling, synonyms).map(alternativeText).join(" | ")})`,
  );
  const corrected = typed.map((word) => {
    const facts = spelling.get(word);
    if (!facts || facts.known) return word;
    return facts.near[0] ?? facts.splits[0] ?? word;
  });
  return {
    query: groups.join(" & "),
    exact: typed.map(quoted).join(" & "),
    anyGroup: groups.join(" | "),
    didYouMean: corrected.some((word, index) => word !== typed[index]) ? corrected.join(" ") : null,
  };
}
