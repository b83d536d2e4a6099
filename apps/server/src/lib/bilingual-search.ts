import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsPattern } from './search-pattern';

/*
 * A search over bilingual content (decision 065) that finds an item in either language:
 *   - the words, stemmed by each language's own text search configuration ('english' for the
 *     English texts, 'french' for the French), so « formations » finds « formation » and
 *     "meetings" finds "meeting";
 *   - or the text as typed, contained anywhere, as every search box of the portal does;
 * both ignoring case and accents (unaccent, migration 0032): « emilie » finds « Émilie ».
 * The search text is only ever a bound value: websearch_to_tsquery parses any input without
 * error, and the contains pattern is escaped (search-pattern.ts).
 */

const unaccented = (value: SQL | AnyColumn) => sql`unaccent(${value})`;
const joined = (columns: readonly AnyColumn[]) =>
  sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  );

function wordsIn(configuration: 'english' | 'french', columns: readonly AnyColumn[], text: string): SQL {
  const config = sql.raw(`'${configuration}'::regconfig`);
  return sql`to_tsvector(${config}, ${unaccented(joined(columns))}) @@ websearch_to_tsquery(${config}, ${unaccented(sql`${text}`)})`;
}

export function bilingualSearch(
  columns: { english: readonly AnyColumn[]; french: readonly AnyColumn[] },
  text: string | undefined,
): SQL | undefined {
  const search = text?.trim();
  if (!search) return undefined;
  const pattern = unaccented(sql`${containsPattern(search)}`);
  return or(
    wordsIn('english', columns.english, search),
    wordsIn('french', columns.french, search),
    ...[...columns.english, ...columns.french].map((column) => sql`${unaccented(column)} ilike ${pattern}`),
  );
}
