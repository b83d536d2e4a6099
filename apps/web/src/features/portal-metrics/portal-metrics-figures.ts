import type { NamedValue } from '@portico/domain/portal-metrics/portal-metrics-dto';
import { formatDate, formatMonthYear } from '../../lib/format';

/**
 * A value's share of the whole as the cards print it (spec §9): one decimal for browser and
 * device, none for the company share.
 */
export function sharePercent(value: number, total: number, decimals: 0 | 1): string {
  if (total <= 0) return `${(0).toFixed(decimals)}%`;
  return `${((value * 100) / total).toFixed(decimals)}%`;
}

/** A point of Visits by Period as people read it: 'Nov 23, 2026' or 'November 2026'. */
export function periodLabel(key: string, bucket: 'month' | 'day'): string {
  return (bucket === 'month' ? formatMonthYear(`${key}-01`) : formatDate(key)) ?? key;
}

/** What every list modal shows: names and values, the largest first (spec §2). */
export const largestFirst = (rows: readonly NamedValue[]): NamedValue[] =>
  [...rows].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
