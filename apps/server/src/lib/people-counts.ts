import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { peopleCounts } from '../db/schema';
import { countedPeopleAreCurrent } from './active-employee-sql';

/**
 * Current people read from the kept `people_counts` (decision 068) instead of counted across
 * `employees`: the same people `isActiveEmployee` lets in, as a sum over a few hundred rows.
 * Searches still count their matches in `employees`; these answer what no search narrows.
 */

type Reader = Pick<Db, 'select'>;

/** The people of the roll-up's rows in a query, grouped or not. */
export const currentPeople = sql<number>`coalesce(sum(${peopleCounts.people}), 0)::int`.mapWith(Number);

/** The rows of `people_counts` that count today, narrowed further by `where`. */
export const countedToday = (where?: SQL) => and(countedPeopleAreCurrent, where);

/** The sum of everyone current, or of everyone current in one HR department, unexecuted. */
export const currentPeopleQuery = (db: Reader, department?: string) =>
  db
    .select({ people: currentPeople })
    .from(peopleCounts)
    .where(countedToday(department === undefined ? undefined : eq(peopleCounts.department, department)));

/** Everyone current, or everyone current in one HR department (exactly as HR spells it). */
export async function countCurrentPeople(db: Reader, department?: string): Promise<number> {
  const [row] = await currentPeopleQuery(db, department);
  return row?.people ?? 0;
}

/** Everyone current whose roll-up row meets `where` (over its site, department or date). */
export async function countCurrentPeopleWhere(db: Reader, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ people: currentPeople }).from(peopleCounts).where(countedToday(where));
  return row?.people ?? 0;
}
