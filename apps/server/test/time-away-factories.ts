import { awayWindow } from '@portico/domain/time-away/away-window';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { employees, timeAwayAllocations, timeAwayEntries } from '../src/db/schema';
import { buildTestApp, PERSONAS, type TestApp } from './test-app';
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

/**
 * A test app whose personas have time away to tell of, as a demo tells it: Emery with 15 days
 * of Vacation Salary, 5 taken and 3 booked, 2 sick days, 2 carry-over days and a volunteer day
 * taken and a float day booked, not yet approved; of Drew's team besides Emery, the first (by
 * employee number) off sick today and the next away tomorrow, when this week has a day left.
 */
export async function buildTestAppWithTimeAway(): Promise<TestApp> {
  const t = await buildTestApp();
  const emery = PERSONAS.emery.id;
  const away = (days: number[], overrides: Partial<Omit<NewEntry, 'employeeId'>> = {}) =>
    Promise.all(
      days.map((day) => createTimeAwayEntry(t.db, emery, { awayOn: dayFromToday(day), ...overrides })),
    );
  await setAllocations(t.db, emery, {
    Vacation_Salary: 15,
    Carry_Over: 3,
    Sick: 5,
    'Personal Day': 2,
    Float: 1,
    'Volunteer Day': 1,
    Vacation: 0,
  });
  await away([-63, -62, -61, -60, -59, 14, 15, 16]);
  await away([-121, -120], { requestType: 'Carry_Over' });
  await away([-90, -20], { requestType: 'Sick' });
  await away([-34], { requestType: 'Volunteer Day' });
  await away([25], { requestType: 'Float', requestStatus: 'PENDING' });

  const [offToday, laterThisWeek] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.managerEmployeeNumber, PERSONAS.drew.employeeNumber), ne(employees.id, emery)))
    .orderBy(asc(employees.employeeNumber));
  await createTimeAwayEntry(t.db, offToday!.id, { requestType: 'Sick' });
  if (awayWindow(dayFromToday(0)).to > dayFromToday(0)) {
    await createTimeAwayEntry(t.db, laterThisWeek!.id, { awayOn: dayFromToday(1) });
  }
  return t;
}
