import { addDays, type IsoDay } from '../calendar/site-calendar';

/** One day away as the feed reads it (the HR system records each day on its own). */
export interface AwayDay {
  id: string;
  day: IsoDay;
  requestType: string;
  requestStatus: string;
  recordedAt: Date;
}

/** Days away in a row, of one request type and status: one entry on a calendar. */
export interface AwaySpan {
  /** The first day's record: the span's name on a calendar, kept while the span grows. */
  firstId: string;
  firstDay: IsoDay;
  lastDay: IsoDay;
  requestType: string;
  requestStatus: string;
  /** When its newest day was recorded. */
  recordedAt: Date;
}

const keyOf = (day: AwayDay) => `${day.requestType}\u0000${day.requestStatus}`;

/**
 * A week of vacation is one entry from Monday to Friday, not five: days of the same request
 * type and status that follow each other (or repeat a day) join one span; a day between them,
 * another type or another status starts a new one. Spans come by first day.
 */
export function awaySpans(days: readonly AwayDay[]): AwaySpan[] {
  const ordered = [...days].sort(
    (a, b) => keyOf(a).localeCompare(keyOf(b)) || a.day.localeCompare(b.day) || a.id.localeCompare(b.id),
  );
  const spans: (AwaySpan & { key: string })[] = [];
  for (const day of ordered) {
    const last = spans.at(-1);
    if (last && last.key === keyOf(day) && day.day <= addDays(last.lastDay, 1)) {
      if (day.day > last.lastDay) last.lastDay = day.day;
      if (day.recordedAt > last.recordedAt) last.recordedAt = day.recordedAt;
      continue;
    }
    spans.push({
      key: keyOf(day),
      firstId: day.id,
      firstDay: day.day,
      lastDay: day.day,
      requestType: day.requestType,
      requestStatus: day.requestStatus,
      recordedAt: day.recordedAt,
    });
  }
  return spans
    .map(({ key: _key, ...span }) => span)
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.firstId.localeCompare(b.firstId));
}
