import { z } from "zod";
import { searchStopWords } from "../search-text";

export const synonymLimits = { minWords: 2, maxWords: 10, minLength: 2, maxLength: 30 } as const;

export const synonymMessages = {
  invalid: "Please fix the marked words and save again",
  notFound: "Synonym group not found",
  deleted: "Synonym group deleted",
  word: `Each word must be ${synonymLimits.minLength}–${synonymLimits.maxLength} letters or digits, with no spaces`,
  stopWord: (word: string) => `“${word}” is left out of every search, so it cannot be a synonym`,
  twice: "This word is already in the group",
  count: `A group has ${synonymLimits.minWords} to ${synonymLimits.maxWords} words`,
  /** 409: a word belongs to one group only. */
  taken: (word: string, group: string[]) => `“${word}” is already in the group ${group.join(", ")}`,
} as const;

const stopWords: ReadonlySet<string> = new Set(searchStopWords);

/**
 * A word as search compares it (contract/search-text.ts): accents folded, lower case. What is left
 * must be one run of [a-z0-9], since search splits a query at anything else and drops stop words.
 */
export function synonymWord(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

const wordPattern = new RegExp(`^[a-z0-9]{${synonymLimits.minLength},${synonymLimits.maxLength}}$`);

const word = z
  .string({ error: synonymMessages.word })
  .max(200, synonymMessages.word)
  .transform(synonymWord)
  .superRefine((value, ctx) => {
    if (!wordPattern.test(value)) ctx.addIssue({ code: "custom", message: synonymMessages.word });
    else if (stopWords.has(value)) ctx.addIssue({ code: "custom", message: synonymMessages.stopWord(value) });
  });

/** POST /api/admin/search-synonyms/ and PUT /api/admin/search-synonyms/{id}/: words a shopper may use for one another. */
export const synonymGroupInput = z.object({
  words: z
    .array(word, { error: synonymMessages.count })
    .min(synonymLimits.minWords, synonymMessages.count)
    .max(synonymLimits.maxWords, synonymMessages.count)
    .superRefine((words, ctx) => {
      words.forEach((value, index) => {
        if (words.indexOf(value) !== index)
          ctx.addIssue({ code: "custom", path: [index], message: synonymMessages.twice });
      });
    }),
});
export type SynonymGroupFormValues = z.input<typeof synonymGroupInput>;
export type SynonymGroupInput = z.output<typeof synonymGroupInput>;

export const synonymGroup = z.object({ id: z.number(), words: z.array(z.string()) });
export type SynonymGroup = z.infer<typeof synonymGroup>;

export const synonymGroupList = z.object({ results: z.array(synonymGroup) });
export type SynonymGroupList = z.infer<typeof synonymGroupList>;

export const synonymGroupDeleted = z.object({ message: z.string() });
