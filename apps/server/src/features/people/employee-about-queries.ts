import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeProfiles, employees } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { profileOfEmployee, shownJobTitle } from '../../lib/people-columns';
import { isDirectReportOf } from '../../lib/people-scope-queries';

/** A current employee as the 'more about me' modal introduces them, with their HR employee number. */
export async function findCurrentEmployee(db: Db, id: string) {
  const rows = await db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      name: employees.displayName,
      title: shownJobTitle,
      aboutMe: employeeProfiles.aboutMe,
    })
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(and(eq(employees.id, id), isActiveEmployee));
  return rows[0];
}

/**
 * The current employees whose HR record names this person as manager, by name. The org chart
 * reads the HR record (never the self-service profile) to decide who is a report; the title on
 * each card is the one people are shown.
 */
export async function listDirectReports(db: Db, employeeNumber: string) {
  return db
    .select({
      id: employees.id,
      name: employees.displayName,
      title: shownJobTitle,
      hasPhoto: sql<boolean>`${employees.photo} is not null`,
    })
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(and(isDirectReportOf(employeeNumber), isActiveEmployee))
    .orderBy(asc(employees.nameOrder), asc(employees.employeeNumber));
}
