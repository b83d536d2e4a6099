import { holidays } from '../db/schema';
import type { DemoSeedModule } from './seed-module';

/**
 * The head office's fixed-date public holidays (it is in Toronto), this year and next, so the
 * Approval Reminders screen has a holiday list and working days skip them as they would in
 * use. One falling on a weekend is left out: it changes no working day.
 */
const FIXED_DATE_HOLIDAYS = [
  { month: 1, day: 1, name: 'New Year’s Day' },
  { month: 7, day: 1, name: 'Canada Day' },
  { month: 11, day: 11, name: 'Remembrance Day' },
  { month: 12, day: 25, name: 'Christmas Day' },
  { month: 12, day: 26, name: 'Boxing Day' },
] as const;

export function demoHolidays(today: Date) {
  const year = today.getUTCFullYear();
  return [year, year + 1].flatMap((y) =>
    FIXED_DATE_HOLIDAYS.map(({ month, day, name }) => ({ date: new Date(Date.UTC(y, month - 1, day)), name }))
      .filter(({ date }) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6)
      .map(({ date, name }) => ({ day: date.toISOString().slice(0, 10), name })),
  );
}

export const holidaysSeed: DemoSeedModule = {
  name: 'holidays',
  tables: [holidays],
  async seed(tx, { today }) {
    const rows = demoHolidays(today);
    await tx.insert(holidays).values(rows);
    return { holidays: rows.length };
  },
};
