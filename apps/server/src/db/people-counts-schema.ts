import { date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * How many people with status ACTIVE there are at each site, in each HR department, by
 * termination date, kept exact by statement triggers on `employees` (migration 0035, decision
 * 067) as `request_counts` is kept for requests. Whether someone is current also depends on
 * the day (a termination date passes without any write), so the termination date is part of
 * the key and the reader applies the day's rule to a few hundred rows: the screens' "of N",
 * the sites' and business units' people and the directory's departments are sums over this
 * table, not counts of the whole organisation.
 */
export const peopleCounts = pgTable(
  'people_counts',
  {
    siteId: uuid('site_id'),
    department: text('department'),
    terminationDate: date('termination_date', { mode: 'string' }),
    people: integer('people').notNull(),
  },
  // Someone without a site, a department or a termination date is counted in a row of their own.
  (table) => [
    unique('people_counts_key').on(table.siteId, table.department, table.terminationDate).nullsNotDistinct(),
  ],
);
