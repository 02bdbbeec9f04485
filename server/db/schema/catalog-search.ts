import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/**
 * The words a typo is corrected towards: active products' names and search terms, and every synonym.
 * Rebuilt by `server/db/search-index.ts#rebuildSearchWords` in the transaction of each write that can
 * change a word (decision 26).
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")).with({ fastupdate: false }),
]);

/** A group of words a shopper may use for one another (mithai, sweets); a word is in one group only. */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: serial("id").primaryKey(),
    words: text("words").array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("search_synonyms_size", sql`cardinality(${t.words}) between 2 and 10`)],
);
