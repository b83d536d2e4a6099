import { eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeeRoles, employees, sessions, sites } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';

export interface NewSessionRow {
  tokenHash: string;
  employeeId: string;
  idToken: string | null;
  now: Date;
  expiresAt: Date;
}

export async function insertSession(db: Db, row: NewSessionRow) {
  await db.insert(sessions).values({
    tokenHash: row.tokenHash,
    employeeId: row.employeeId,
    idToken: row.idToken,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
  });
}

/**
 * One query per request: the session, its employee, whether that employee is still active and
 * their roles. The caller decides what an expired or inactive row means.
 */
export async function findSessionWithEmployee(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      employeeId: employees.id,
      employeeNumber: employees.employeeNumber,
      displayName: employees.displayName,
      workEmail: employees.workEmail,
      siteId: sites.id,
      siteTimeZone: sites.timeZone,
      siteWorkingWeek: sites.workingWeek,
      active: isActiveEmployee,
      roles: sql<
        string[]
      >`coalesce((select array_agg(${employeeRoles.role} order by ${employeeRoles.role}) from ${employeeRoles} where ${employeeRoles.employeeId} = ${employees.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .leftJoin(sites, eq(sites.id, employees.siteId))
    .where(eq(sessions.tokenHash, tokenHash));
  return rows[0];
}

export type SessionWithEmployee = NonNullable<Awaited<ReturnType<typeof findSessionWithEmployee>>>;

export async function touchSession(db: Db, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes the session and returns its ID token (for the provider's logout), if there was one. */
export async function deleteSession(db: Db, tokenHash: string) {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ idToken: sessions.idToken });
  return rows[0];
}

/**
 * Deletes sessions past their absolute limit or idle too long (sessions_expires_idx serves the
 * first half). Ended sessions would be refused anyway; this keeps the table to live ones.
 */
export async function deleteExpiredSessions(db: Db, limits: { now: Date; lastSeenBefore: Date }) {
  await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, limits.now), lte(sessions.lastSeenAt, limits.lastSeenBefore)));
}
