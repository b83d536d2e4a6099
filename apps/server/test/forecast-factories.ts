import type { Db } from '../src/db/client';
import { employeeForecasts } from '../src/db/schema';
import { PERSONAS } from '../src/reference-data/personas';
import { dayFromToday } from './test-days';

let sequence = 0;

/** An open forecast of Emery's starting in a month, unless told otherwise. */
export async function createForecast(db: Db, overrides: Partial<typeof employeeForecasts.$inferInsert> = {}) {
  const n = ++sequence;
  const [row] = await db
    .insert(employeeForecasts)
    .values({
      submittedById: PERSONAS.emery.id,
      jobTitle: `Test role ${n}`,
      division: 'Northpeak Logistics',
      type: 'Salary - Internal',
      plannedStartDate: dayFromToday(30),
      isEmployeeHired: false,
      requiresLaptop: false,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A forecast HR has locked. */
export const createLockedForecast = (
  db: Db,
  overrides: Partial<typeof employeeForecasts.$inferInsert> = {},
) => createForecast(db, { lockedAt: new Date(), lockedById: PERSONAS.casey.id, ...overrides });

/** A valid body for POST and PATCH /api/forecasts. */
export const forecastBody = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: 'Dispatcher',
  division: 'Northpeak Logistics',
  type: 'Hourly - Internal',
  plannedStartDate: dayFromToday(14),
  isEmployeeHired: false,
  requiresLaptop: false,
  otherImportantInfo: '',
  ...overrides,
});
