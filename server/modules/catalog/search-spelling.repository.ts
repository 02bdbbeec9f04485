import type { Db } from "@server/db/connect";
import { type SQL, sql } from "drizzle-orm";
import type { Spelling } from "./search-plan";

/** Only words of three letters or more, without digits, are worth correcting ("5kg" is not a typo). */
const spellable = /^[a-z]{3,30}$/;

const sortedLetters = (word: SQL) =>
  sql`array_to_string(array(select letter from unnest(string_to_array(${word}, null)) as letter order by letter), '')`;

type Row = { word: string; known: boolean; near: string[] | null; splits: string[] | null };

/**
 * For each spellable word, in one statement: whether the vocabulary has it, and if not its three
 * nearest words by trigram similarity (pg_trgm's default threshold, 0.3, through `%`), or failing
 * that the words of the same letters in another order; and the ways it splits into two known words
 * ("rasmalai" → "ras malai"). Correct words are never corrected.
 */
export async function spellingOf(db: Db, words: readonly string[]): Promise<Map<string, Spelling>> {
  const asked = words.filter((word) => spellable.test(word));
  if (asked.length === 0) return new Map();
  const list = `{${asked.join(",")}}`;
  const result = await db.execute(sql`
    select q.word,
      exists (select 1 from search_words w where w.word = q.word) as known,
      case when exists (select 1 from search_words w where w.word = q.word) then '{}'::text[]
        when exists (select 1 from search_words w where w.word % q.word)
          then array(select w.word from search_words w where w.word % q.word
                     order by similarity(w.word, q.word) desc, w.word limit 3)
        -- Two letters swapped in a short word ("kjau") share too few trigrams; the same letters
        -- in another order, still find it.
        else array(select w.word from search_words w
                   where length(w.word) = length(q.word) and ${sortedLetters(sql`w.word`)} = ${sortedLetters(sql`q.word`)}
                   order by w.word limit 3) end as near,
      array(select left(q.word, n) || ' ' || substr(q.word, n + 1)
            from generate_series(3, length(q.word) - 3) n
            where exists (select 1 from search_words a where a.word = left(q.word, n))
              and exists (select 1 from search_words b where b.word = substr(q.word, n + 1))
            order by n) as splits
    from unnest(${list}::text[]) as q(word)`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return new Map(
    rows.map((row) => [row.word, { known: row.known, near: row.near ?? [], splits: row.splits ?? [] }]),
  );
}
