import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, signInIdentities } from '../../db/schema';
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

/** An identity-provider account: the provider, its stable id of the person, the email it gave. */
export interface ProviderAccount {
  issuer: string;
  subject: string;
  email: string | null;
}

export type SignInMatch =
  | { kind: 'employee'; id: string; active: boolean }
  /** The email names an employee whom another account of this provider already signs in as. */
  | { kind: 'bound-to-another-account'; id: string }
  | { kind: 'none' };

/**
 * Who an account signs in as. An account seen before signs in as the employee it was bound
 * to, whatever work email that employee has now. An account seen for the first time is
 * matched by its email, and bound to that employee (an active one) unless another account of
 * the same provider already is: an email moved from one HR record to another never moves a
 * sign-in with it.
 */
export async function matchSignIn(db: Db, account: ProviderAccount): Promise<SignInMatch> {
  const bound = await boundEmployee(db, account);
  if (bound) {
    await db
      .update(signInIdentities)
      .set({ lastSeenAt: new Date(), email: account.email })
      .where(and(eq(signInIdentities.issuer, account.issuer), eq(signInIdentities.subject, account.subject)));
    return { kind: 'employee', ...bound };
  }
  const employee = account.email ? await findEmployeeByWorkEmail(db, account.email) : undefined;
  if (!employee) return { kind: 'none' };
  if (!employee.active) return { kind: 'employee', ...employee };
  const inserted = await db
    .insert(signInIdentities)
    .values({ ...account, employeeId: employee.id })
    .onConflictDoNothing()
    .returning({ employeeId: signInIdentities.employeeId });
  if (inserted.length > 0) return { kind: 'employee', ...employee };
  // Either this account was bound a moment ago (a second tab), or the employee has another.
  const boundSince = await boundEmployee(db, account);
  return boundSince
    ? { kind: 'employee', ...boundSince }
    : { kind: 'bound-to-another-account', id: employee.id };
}

/** Unbinds every provider account from an employee; how many there were. */
export async function forgetSignIns(db: Db, employeeId: string): Promise<number> {
  const forgotten = await db
    .delete(signInIdentities)
    .where(eq(signInIdentities.employeeId, employeeId))
    .returning({ subject: signInIdentities.subject });
  return forgotten.length;
}

async function boundEmployee(db: Db, account: ProviderAccount) {
  const [row] = await db
    .select({ id: employees.id, active: isActiveEmployee })
    .from(signInIdentities)
    .innerJoin(employees, eq(employees.id, signInIdentities.employeeId))
    .where(and(eq(signInIdentities.issuer, account.issuer), eq(signInIdentities.subject, account.subject)));
  return row;
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
