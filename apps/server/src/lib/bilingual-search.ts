import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import type { Language } from '@portico/domain/language/languages';
import { searchText } from '../db/search-text';
import { textOrder } from './paged-list';
import { containsPattern } from './search-pattern';

/*
 * A search over bilingual content (decision 065) that finds an item in either language:
 *   - the words, stemmed by each language's own text search configuration ('english' for the
 *     English texts, 'french' for the French), so « formations » finds « formation » and
 *     "meetings" finds "meeting";
 *   - or the text as typed, contained anywhere, as every search box of the portal does;
 * all ignoring case and accents (« emilie » finds « Émilie »). `portico_unaccent` is
 * `unaccent` declared immutable (migration 0032), so an index can hold each expression: a
 * table searched this way indexes `bilingualSearchText`'s three (GIN), and the planner reads
 * the three indexes and ORs them. The search text is only ever a bound value:
 * websearch_to_tsquery parses any input without an error, and the contains pattern is escaped.
 */

const unaccented = (value: SQL) => sql`portico_unaccent(${value})`;
const ENGLISH = sql.raw(`'english'::regconfig`);
const FRENCH = sql.raw(`'french'::regconfig`);

/** The three expressions a bilingual search reads, for the query and the indexes alike. */
export interface BilingualSearchText {
  /** Every text, both languages, for "contains" (with gin_trgm_ops). */
  everything: SQL;
  englishWords: SQL;
  frenchWords: SQL;
}

/** The texts joined (searchText), an empty column as '', so one left blank hides none of the others. */
const joined = (columns: readonly AnyColumn[]) =>
  searchText(columns.map((column) => sql`coalesce(${column}, '')`));

export function bilingualSearchText(
  english: readonly AnyColumn[],
  french: readonly AnyColumn[],
): BilingualSearchText {
  return {
    everything: unaccented(joined([...english, ...french])),
    englishWords: sql`to_tsvector(${ENGLISH}, ${unaccented(joined(english))})`,
    frenchWords: sql`to_tsvector(${FRENCH}, ${unaccented(joined(french))})`,
  };
}

export function bilingualSearch(texts: BilingualSearchText, text: string | undefined): SQL | undefined {
  const search = text?.trim();
  if (!search) return undefined;
  return or(
    sql`${texts.englishWords} @@ websearch_to_tsquery(${ENGLISH}, ${unaccented(sql`${search}`)})`,
    sql`${texts.frenchWords} @@ websearch_to_tsquery(${FRENCH}, ${unaccented(sql`${search}`)})`,
    sql`${texts.everything} ilike ${unaccented(sql`${containsPattern(search)}`)}`,
  );
}

/** The three GIN indexes of a table searched by `bilingualSearch` over these expressions. */
export const bilingualSearchIndexes = (table: string, texts: BilingualSearchText) => [
  index(`${table}_search_trgm_idx`).using('gin', sql`${texts.everything} gin_trgm_ops`),
  index(`${table}_english_words_idx`).using('gin', texts.englishWords),
  index(`${table}_french_words_idx`).using('gin', texts.frenchWords),
];

/**
 * An item's title as a reader of this language sees it (`shownIn`): theirs, else the other's;
 * the sort key of a sort that follows what the reader reads (`textOrder`).
 */
export const shownText = (english: AnyColumn, french: AnyColumn, language: Language): SQL =>
  textOrder(
    language === 'fr-CA'
      ? sql`coalesce(nullif(${french}, ''), ${english})`
      : sql`coalesce(nullif(${english}, ''), ${french})`,
  );
