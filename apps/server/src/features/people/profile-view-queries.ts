import { effectiveManagerNumber } from '@portico/domain/identity/people-scope';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeProfiles, employees, sites } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { profileOfEmployee, shownJobTitle } from '../../lib/people-columns';
import { directoryColumns } from './directory-queries';

/**
 * A current employee as their profile view shows them, with where they sit in the HR record
 * and where they work (their site, none for the portal's own calendar).
 */
export async function findProfileViewPerson(db: Db, id: string) {
  const rows = await db
    .select({
      ...directoryColumns,
      aboutMe: employeeProfiles.aboutMe,
      employeeNumber: employees.employeeNumber,
      managerEmployeeNumber: employees.managerEmployeeNumber,
      siteId: sites.id,
      siteName: sites.name,
      siteTimeZone: sites.timeZone,
    })
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .leftJoin(sites, eq(sites.id, employees.siteId))
    .where(and(eq(employees.id, id), isActiveEmployee));
  const row = rows[0];
  if (!row) return undefined;
  const { siteId, siteName, siteTimeZone, ...person } = row;
  const site =
    siteId && siteName && siteTimeZone ? { id: siteId, name: siteName, timeZone: siteTimeZone } : null;
  return { ...person, site };
}

/**
 * The manager the HR record names, if they are still current. The root (000001) has none, and
 * nobody is their own manager (the hierarchy rules of `people-scope`).
 */
export async function findCurrentManager(
  db: Db,
  person: { employeeNumber: string; managerEmployeeNumber: string | null },
) {
  const number = effectiveManagerNumber(person.employeeNumber, person.managerEmployeeNumber);
  if (!number || number === person.employeeNumber) return null;
  const rows = await db
    .select({
      id: employees.id,
      name: employees.displayName,
      title: shownJobTitle,
      hasPhoto: sql<boolean>`${employees.photo} is not null`,
    })
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(and(eq(employees.employeeNumber, number), isActiveEmployee));
  return rows[0] ?? null;
}
