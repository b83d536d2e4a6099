import type { Db } from '../src/db/client';
import { timeAwayAllocations, timeAwayEntries } from '../src/db/schema';
import { generateDemoOrganisation } from '../src/demo-seed/organisation';
import { timeAwaySeed } from '../src/demo-seed/time-away-seed';
import { buildTestApp, type TestApp } from './test-app';
import { dayFromToday } from './test-days';

type NewEntry = typeof timeAwayEntries.$inferInsert;

/**
 * One day away: by default a Used, APPROVED Vacation Salary day taken today, its status
 * following the date unless given (Taken up to today, Booked after).
 */
export async function createTimeAwayEntry(
  db: Db,
  employeeId: string,
  overrides: Partial<Omit<NewEntry, 'employeeId'>> = {},
) {
  const awayOn = overrides.awayOn ?? dayFromToday(0);
  const [row] = await db
    .insert(timeAwayEntries)
    .values({
      employeeId,
      entryType: 'Used',
      status: awayOn <= dayFromToday(0) ? 'Taken' : 'Booked',
      requestType: 'Vacation_Salary',
      requestStatus: 'APPROVED',
      awayOn,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Several days away alike. */
export async function createTimeAwayEntries(
  db: Db,
  employeeId: string,
  count: number,
  overrides: Partial<Omit<NewEntry, 'employeeId'>> = {},
) {
  for (let index = 0; index < count; index++) await createTimeAwayEntry(db, employeeId, overrides);
}

/** A person's allocations, by request type. */
export async function setAllocations(db: Db, employeeId: string, days: Record<string, number>) {
  await db
    .insert(timeAwayAllocations)
    .values(Object.entries(days).map(([requestType, value]) => ({ employeeId, requestType, days: value })));
}

/** A test app whose 40-person demo organisation has the demo seed's time away and allocations. */
export async function buildTestAppWithTimeAway(): Promise<TestApp> {
  const t = await buildTestApp();
  const today = new Date();
  const organisation = generateDemoOrganisation({ employees: 40, today });
  await t.db.transaction((tx) => timeAwaySeed.seed(tx, { organisation, today }));
  return t;
}
