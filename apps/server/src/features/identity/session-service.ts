import { ACCESS_ROLES, type AccessRole } from '@portico/domain/identity/roles';
import type { Db } from '../../db/client';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithEmployee,
  insertSession,
  touchSession,
  type SessionWithEmployee,
} from './session-queries';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken } from './session-token';
import type { Viewer } from '../../lib/viewer';

export interface SessionLimits {
  idleMinutes: number;
  absoluteHours: number;
}

/** last_seen_at is written at most this often, so reading pages does not mean writing rows. */
export const TOUCH_INTERVAL_MS = 60_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export async function startSession(
  db: Db,
  input: { employeeId: string; idToken: string | null; limits: SessionLimits; now?: Date },
) {
  const now = input.now ?? new Date();
  // Sessions nobody comes back to would otherwise stay for ever; every sign-in sweeps them.
  await deleteExpiredSessions(db, {
    now,
    lastSeenBefore: new Date(now.getTime() - input.limits.idleMinutes * MINUTE_MS),
  });
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + input.limits.absoluteHours * HOUR_MS);
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    employeeId: input.employeeId,
    idToken: input.idToken,
    now,
    expiresAt,
  });
  return { token, expiresAt };
}

export type SessionLookup =
  | { status: 'active'; viewer: Viewer }
  /** A cookie was sent but it names no usable session any more; the caller clears it. */
  | { status: 'ended'; reason: 'unknown' | 'idle' | 'absolute' | 'inactive-employee' };

/**
 * The session behind a cookie value: refused (and deleted) once idle or absolute limits pass or
 * the employee stops being active, otherwise kept alive and turned into the request's viewer.
 */
export async function resumeSession(
  db: Db,
  token: string,
  limits: SessionLimits,
  now: Date = new Date(),
): Promise<SessionLookup> {
  if (!isWellFormedSessionToken(token)) return { status: 'ended', reason: 'unknown' };
  const tokenHash = hashSessionToken(token);
  const row = await findSessionWithEmployee(db, tokenHash);
  if (!row) return { status: 'ended', reason: 'unknown' };

  const reason = whySessionEnded(row, limits, now);
  if (reason) {
    await deleteSession(db, tokenHash);
    return { status: 'ended', reason };
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(db, tokenHash, now);
  }
  return { status: 'active', viewer: toViewer(row) };
}

function whySessionEnded(row: SessionWithEmployee, limits: SessionLimits, now: Date) {
  if (row.expiresAt.getTime() <= now.getTime()) return 'absolute' as const;
  if (row.lastSeenAt.getTime() + limits.idleMinutes * MINUTE_MS <= now.getTime()) return 'idle' as const;
  if (!row.active) return 'inactive-employee' as const;
  return undefined;
}

function toViewer(row: SessionWithEmployee): Viewer {
  return {
    employeeId: row.employeeId,
    employeeNumber: row.employeeNumber,
    email: row.workEmail ?? '',
    displayName: row.displayName,
    roles: ACCESS_ROLES.filter((role: AccessRole) => row.roles.includes(role)),
    sessionTokenHash: row.tokenHash,
  };
}

/** Ends one session (logout). Returns the ID token it was opened with, for the provider's logout. */
export async function endSession(db: Db, token: string | undefined) {
  if (!isWellFormedSessionToken(token)) return { idToken: null };
  const deleted = await deleteSession(db, hashSessionToken(token));
  return { idToken: deleted?.idToken ?? null };
}
