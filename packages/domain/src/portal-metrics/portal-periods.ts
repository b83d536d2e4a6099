import { addDays, MONDAY_TO_FRIDAY, weekOf, type Weekday } from '../calendar/site-calendar';
import { DAY_MS } from '../shared/time-units';
/**
 * The Portal Metrics time filter (spec §9 "Date filters", §4 "Logs filter"): which days each
 * option covers, how the Visits by Period chart buckets them, and the previous period of the
 * same length it can be compared with. The periods are the viewer's: their today and their
 * site's week (Monday to Sunday, ISO 8601; Sunday to Saturday in Doha), as "Who's out" reads
 * them. The days counted are the roll-ups' (docs/sites-and-time.md).
 */
export const PORTAL_TIME_FILTERS = [
  'ALL',
  'THIS_YEAR',
  'LAST_YEAR',
  'THIS_MONTH',
  'LAST_MONTH',
  'THIS_WEEK',
  'LAST_WEEK',
] as const;
export type PortalTimeFilter = (typeof PORTAL_TIME_FILTERS)[number];

/** Spec §9: the logs filter starts at Last Week. */
export const DEFAULT_PORTAL_TIME_FILTER: PortalTimeFilter = 'LAST_WEEK';

export const PORTAL_TIME_FILTER_LABELS: Record<PortalTimeFilter, string> = {
  ALL: 'All',
  THIS_YEAR: 'This Year',
  LAST_YEAR: 'Last Year',
  THIS_MONTH: 'This Month',
  LAST_MONTH: 'Last Month',
  THIS_WEEK: 'This Week',
  LAST_WEEK: 'Last Week',
};

/** Days from `from` to `to`, both included, 'YYYY-MM-DD'. */
export interface DayRange {
  from: string;
  to: string;
}

export interface PortalPeriod {
  /** Undefined for All: every visit ever recorded. */
  range: DayRange | undefined;
  /** The chart's bucket: months for years and All, days for months and weeks. */
  bucket: 'month' | 'day';
  /** The period just before, of the same kind (last week for this week); none for All. */
  previous: DayRange | undefined;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function yearRange(year: number): DayRange {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

function monthRange(year: number, monthIndex: number): DayRange {
  const first = Date.UTC(year, monthIndex, 1);
  const next = Date.UTC(year, monthIndex + 1, 1);
  return { from: dayOf(first), to: dayOf(next - DAY_MS) };
}

/** The viewer's week that holds a day, from its first day to its last. */
function weekRange(dayInWeek: string, workingWeek: readonly Weekday[]): DayRange {
  const days = weekOf(dayInWeek, { workingWeek });
  return { from: days[0]!, to: days[6]! };
}

/** The days an option covers on the viewer's `today`, in their site's week, with its chart bucket. */
export function portalPeriod(
  filter: PortalTimeFilter,
  today: string,
  workingWeek: readonly Weekday[] = MONDAY_TO_FRIDAY,
): PortalPeriod {
  const weekRangeOf = (day: string) => weekRange(day, workingWeek);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  switch (filter) {
    case 'ALL':
      return { range: undefined, bucket: 'month', previous: undefined };
    case 'THIS_YEAR':
      return { range: yearRange(year), bucket: 'month', previous: yearRange(year - 1) };
    case 'LAST_YEAR':
      return { range: yearRange(year - 1), bucket: 'month', previous: yearRange(year - 2) };
    case 'THIS_MONTH':
      return { range: monthRange(year, month), bucket: 'day', previous: monthRange(year, month - 1) };
    case 'LAST_MONTH':
      return { range: monthRange(year, month - 1), bucket: 'day', previous: monthRange(year, month - 2) };
    case 'THIS_WEEK': {
      const week = weekRangeOf(today);
      return { range: week, bucket: 'day', previous: weekRangeOf(addDays(week.from, -7)) };
    }
    case 'LAST_WEEK': {
      const week = weekRangeOf(addDays(today, -7));
      return { range: week, bucket: 'day', previous: weekRangeOf(addDays(week.from, -7)) };
    }
  }
}

/**
 * The buckets of a range in order ('YYYY-MM' or 'YYYY-MM-DD'), so a chart shows days or
 * months without visits as zero instead of leaving them out.
 */
export function bucketsOf(range: DayRange, bucket: 'month' | 'day'): string[] {
  const keys: string[] = [];
  if (bucket === 'day') {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) keys.push(day);
    return keys;
  }
  let year = Number(range.from.slice(0, 4));
  let month = Number(range.from.slice(5, 7)) - 1;
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = dayOf(Date.UTC(year, month, 1)).slice(0, 7);
    if (key > last) return keys;
    keys.push(key);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
}
