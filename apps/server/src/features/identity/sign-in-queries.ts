import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';

/** The employee whose work email matches, ignoring case (served by the lower(work_email) index). */
export async function findEmployeeByWorkEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: employees.id, active: isActiveEmployee })
    .from(employees)
    .where(sql`lower(${employees.workEmail}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function updateEmployeePhoto(
  db: Db,
  employeeId: string,
  photo: { bytes: Uint8Array; contentType: string },
) {
  await db
    .update(employees)
    .set({ photo: photo.bytes, photoContentType: photo.contentType, updatedAt: new Date() })
    .where(eq(employees.id, employeeId));
}
