import type { EmploymentPeriod } from '@portico/domain/people-metrics/headcount';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { companies, employmentHistory } from '../src/db/schema';
import { dayFromToday } from './test-days';

type HistoryRow = typeof employmentHistory.$inferInsert;
export type HistoryStep = [from: string, facts?: Partial<Omit<HistoryRow, 'employeeId' | 'effectiveFrom'>>];

/**
 * An employee's effective-dated history: each step lasts until the next; the last is open
 * unless `until` closes it. Defaults: ACTIVE, NEW HIRE NET NEW, Salary, Operations.
 */
export async function addHistory(
  db: Db,
  employeeId: string,
  steps: HistoryStep[],
  until: string | null = null,
) {
  await db.insert(employmentHistory).values(
    steps.map(([from, facts = {}], index) => ({
      employeeId,
      effectiveFrom: from,
      effectiveTo: steps[index + 1]?.[0] ?? until,
      employmentStatus: 'ACTIVE',
      statusReason: 'NEW HIRE NET NEW',
      payClass: 'Salary',
      department: 'Operations',
      ...facts,
    })),
  );
}

/** The history rows as the domain rule reads them, companies by code; only these people if given. */
export async function loadHistory(db: Db, employeeIds?: readonly string[]): Promise<EmploymentPeriod[]> {
  const rows = await db
    .select({
      id: employmentHistory.id,
      employeeId: employmentHistory.employeeId,
      effectiveFrom: employmentHistory.effectiveFrom,
      effectiveTo: employmentHistory.effectiveTo,
      employmentStatus: employmentHistory.employmentStatus,
      statusReason: employmentHistory.statusReason,
      company: companies.code,
      payClass: employmentHistory.payClass,
      department: employmentHistory.department,
    })
    .from(employmentHistory)
    .leftJoin(companies, eq(companies.id, employmentHistory.companyId))
    .where(employeeIds ? inArray(employmentHistory.employeeId, [...employeeIds]) : undefined);
  return rows;
}

/** The month `offset` months before the group's current one (its reporting day's), 'YYYY-MM-01'. */
export function monthsAgo(offset: number, now = new Date()): string {
  const [year, month] = dayFromToday(0, now).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1 - offset, 1));
  return date.toISOString().slice(0, 10);
}

/** A day of the month `offset` months ago: `dayOf(2, 15)` is the 15th two months back. */
export const dayOf = (offset: number, day: number) =>
  `${monthsAgo(offset).slice(0, 8)}${String(day).padStart(2, '0')}`;
