import type { AccessRole } from '@portico/domain/identity/roles';
import type { Db } from '../src/db/client';
import { SUNDAY_TO_THURSDAY } from '@portico/domain/calendar/site-calendar';
import { companies, employeeRoles, employees, sites } from '../src/db/schema';

/**
 * Test data with sensible defaults and overrides (after outline/outline's factories). Every
 * call makes a distinct record, so tests state only what matters to them.
 */

let sequence = 0;
const next = () => ++sequence;

type NewEmployee = typeof employees.$inferInsert;
type NewCompany = typeof companies.$inferInsert;
type NewSite = typeof sites.$inferInsert;

export interface EmployeeOverrides extends Partial<NewEmployee> {
  /** Access roles to give the employee. */
  roles?: AccessRole[];
}

export async function createCompany(db: Db, overrides: Partial<NewCompany> = {}) {
  const n = next();
  const [company] = await db
    .insert(companies)
    .values({ code: `C${n}`, name: `Test Company ${n}`, ...overrides })
    .returning();
  return company!;
}

/** A site. Default: a Doha office, its week Sunday to Thursday (the zone furthest from the default). */
export async function createSite(db: Db, overrides: Partial<NewSite> = {}) {
  const [site] = await db
    .insert(sites)
    .values({
      name: `Test Site ${next()}`,
      country: 'QA',
      timeZone: 'Asia/Qatar',
      workingWeek: [...SUNDAY_TO_THURSDAY],
      ...overrides,
    })
    .returning();
  return site!;
}

/**
 * An active employee. Defaults: employee number 9xxxxx, "Test Person{n}", a unique
 * test.person{n}@example.com work email, no manager, no roles.
 */
export async function createEmployee(db: Db, overrides: EmployeeOverrides = {}) {
  const { roles = [], ...columns } = overrides;
  const n = next();
  const firstName = columns.firstName ?? 'Test';
  const lastName = columns.lastName ?? `Person${n}`;
  const [employee] = await db
    .insert(employees)
    .values({
      employeeNumber: String(900_000 + n),
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      jobTitle: 'Analyst',
      department: 'Operations',
      hireDate: '2020-01-06',
      employmentStatus: 'ACTIVE',
      workEmail: `test.person${n}@example.com`,
      ...columns,
    })
    .returning();
  for (const role of roles) await addRole(db, employee!.id, role);
  return employee!;
}

export async function addRole(db: Db, employeeId: string, role: AccessRole) {
  await db.insert(employeeRoles).values({ employeeId, role });
}
