import type { NamedValue } from '@portico/domain/portal-metrics/portal-metrics-dto';
import { compareNames, formatDate, formatMonthYear } from '../../lib/format';

/** A point of Visits by Period as people read it: 'Nov 23, 2026' or 'November 2026'. */
export function periodLabel(key: string, bucket: 'month' | 'day'): string {
  return (bucket === 'month' ? formatMonthYear(`${key}-01`) : formatDate(key)) ?? key;
}

/** What every list modal shows: names and values, the largest first (spec §2). */
export const largestFirst = (rows: readonly NamedValue[]): NamedValue[] =>
  [...rows].sort((a, b) => b.value - a.value || compareNames(a.name, b.name));
