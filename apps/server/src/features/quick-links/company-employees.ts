import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';

/** The ids of a company's current employees: who hears of a corporate link for that company. */
export async function currentEmployeesOfCompany(db: Pick<Db, 'select'>, companyId: string) {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), isActiveEmployee));
  return rows.map((row) => row.id);
}
