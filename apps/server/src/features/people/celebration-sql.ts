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

/** A month-day (`monthDayOf`) of a day. */
const monthDayOfDay = (day: Date) => (day.getUTCMonth() + 1) * 100 + day.getUTCDate();

/**
 * The month-day ranges (inclusive) of the days from `today` to `days` days later: one range, or
 * two across the year's end. A range that ends on 28 February takes in the 29th too, since a
 * leap-day date comes round on the 28th in a common year.
 */
export function monthDayRanges(today: string, days: number): [number, number][] {
  const start = new Date(`${today}T00:00:00Z`);
  const end = new Date(start.getTime() + days * 86_400_000);
  const ranges: [number, number][] =
    start.getUTCFullYear() === end.getUTCFullYear()
      ? [[monthDayOfDay(start), monthDayOfDay(end)]]
      : [
          [monthDayOfDay(start), 1231],
          [101, monthDayOfDay(end)],
        ];
  return ranges.map(([from, to]) => [from, from <= 228 && to === 228 ? 229 : to]);
}
