/**
 * The fiscal year (spec §9): June to May. A fiscal year is named by the calendar year it starts
 * in, so FY 2026 runs from 2026-06-01 to 2027-05-31 (June to December are quarters 1 and 2,
 * January to May quarters 3 and 4 of the year that began the June before).
 */
export const FISCAL_YEAR_START_MONTH = 6;

/** The forecast months (spec §9): twelve calendar months starting June, as month numbers. */
export const FORECAST_MONTHS = [6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5] as const;

/** The fiscal year a calendar date ('YYYY-MM-DD') falls in. */
export function fiscalYearOf(day: string): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month >= FISCAL_YEAR_START_MONTH ? year : year - 1;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last day of a fiscal year, 'YYYY-MM-DD'. */
export function fiscalYearRange(fiscalYear: number): { from: string; to: string } {
  return { from: `${fiscalYear}-06-01`, to: `${fiscalYear + 1}-05-31` };
}

/** The first and last day of one forecast month of a fiscal year (month 1–12, calendar numbering). */
export function fiscalMonthRange(fiscalYear: number, month: number): { from: string; to: string } {
  const year = month >= FISCAL_YEAR_START_MONTH ? fiscalYear : fiscalYear + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** 'FY 2026–27' for fiscal year 2026. */
export const fiscalYearLabel = (fiscalYear: number) =>
  `FY ${fiscalYear}–${String((fiscalYear + 1) % 100).padStart(2, '0')}`;
