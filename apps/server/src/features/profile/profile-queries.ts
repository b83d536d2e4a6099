import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';

const profileColumns = {
  id: employees.id,
  displayName: employees.displayName,
  jobTitle: employees.jobTitle,
  workEmail: employees.workEmail,
  department: employees.department,
  birthdate: employees.birthdate,
  hireDate: employees.hireDate,
  aboutMe: employees.aboutMe,
  photoContentType: employees.photoContentType,
};

export async function findProfileRow(db: Db, employeeId: string) {
  const rows = await db.select(profileColumns).from(employees).where(eq(employees.id, employeeId));
  return rows[0];
}

export async function updateProfileFields(
  db: Db,
  employeeId: string,
  fields: { jobTitle: string; department: string; birthdate: string; aboutMe: string },
) {
  const rows = await db
    .update(employees)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(employees.id, employeeId))
    .returning(profileColumns);
  return rows[0];
}

export async function findEmployeePhoto(db: Db, employeeId: string) {
  const rows = await db
    .select({ photo: employees.photo, contentType: employees.photoContentType })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return rows[0];
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;
