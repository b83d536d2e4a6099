import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeProfiles, employees } from '../../db/schema';
import { profileOfEmployee, shownDepartment, shownJobTitle } from '../../lib/people-columns';

const profileColumns = {
  id: employees.id,
  displayName: employees.displayName,
  jobTitle: shownJobTitle,
  workEmail: employees.workEmail,
  department: shownDepartment,
  birthdate: employeeProfiles.birthdate,
  hireDate: employees.hireDate,
  aboutMe: employeeProfiles.aboutMe,
  photoContentType: employees.photoContentType,
};

export async function findProfileRow(db: Db, employeeId: string) {
  const rows = await db
    .select(profileColumns)
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(eq(employees.id, employeeId));
  return rows[0];
}

/**
 * Writes the person's self-service profile — never their HR record, which only the HR import
 * and Admins change. The first edit creates it.
 */
export async function saveSelfServiceProfile(
  db: Db,
  employeeId: string,
  fields: { jobTitle: string; department: string; birthdate: string; aboutMe: string },
) {
  await db
    .insert(employeeProfiles)
    .values({ employeeId, ...fields })
    .onConflictDoUpdate({ target: employeeProfiles.employeeId, set: { ...fields, updatedAt: sql`now()` } });
}

export async function findEmployeePhoto(db: Db, employeeId: string) {
  const rows = await db
    .select({ photo: employees.photo, contentType: employees.photoContentType })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return rows[0];
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;
