import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Text columns joined into one value for a "contains" search, so a single trigram index
 * (pg_trgm, GIN) answers `ILIKE '%term%'` over all of them at once. The unit separator
 * (chr(31)) between them cannot be typed in a search box, so a term never matches across two
 * columns: matching the joined text is the same as matching any one column. The index and the
 * query must use this same expression, or the planner will not use the index.
 */
export function searchText(columns: readonly (AnyColumn | SQL)[]): SQL {
  return sql`(${sql.join([...columns], sql` || chr(31) || `)})`;
}
