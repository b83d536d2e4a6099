import { MISSING_DATE_DAYS } from '@portico/domain/people/celebrations';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { employeeProfiles, employees } from '../../db/schema';

/*
 * The celebrations rule (packages/domain/src/people/celebrations.ts) in SQL, so the directory
 * is ordered by it in the database and paged there. `celebration-sql.test.ts` checks both read
 * every date alike, leap days and year ends included.
 */

/**
 * Days until the next return of a date (one year after it or later, on or after today), today
 * counting as 1; null for an empty date. `date + interval 'n years'` puts 29 February on
 * 28 February in a common year, as the domain's `addYears` does; counting from the original date
 * each time brings it back to the 29th in leap years.
 */
export function daysUntilNextReturn(date: AnyColumn | SQL, today: string): SQL<number | null> {
  const day = sql`${today}::date`;
  const years = sql`greatest(1, extract(year from ${day})::int - extract(year from ${date})::int)`;
  const passed = sql`case when (${date} + make_interval(years => ${years}))::date < ${day} then 1 else 0 end`;
  const next = sql`(${date} + make_interval(years => ${years} + ${passed}))::date`;
  return sql<number | null>`(${next} - ${day} + 1)`;
}

/**
 * The directory's celebration order: the sooner of the next birthday (the profile's birthdate)
 * and the next work anniversary (the HR hire date), a missing date counting as 1000. Needs
 * `employee_profiles` joined to `employees`.
 */
export const celebrationOrderDays = (today: string): SQL<number> =>
  sql<number>`least(coalesce(${daysUntilNextReturn(employeeProfiles.birthdate, today)}, ${MISSING_DATE_DAYS}), coalesce(${daysUntilNextReturn(employees.hireDate, today)}, ${MISSING_DATE_DAYS}))`;
