import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A date's month and day as one number (14 March is 314), the key of the directory's
 * "celebrations soon" indexes: the people whose birthday or anniversary falls in the next few
 * weeks are a range of it (or two, across the year's end).
 */
export const monthDayOf = (date: AnyColumn | SQL): SQL<number> =>
  sql<number>`((extract(month from ${date}) * 100 + extract(day from ${date}))::int)`;
