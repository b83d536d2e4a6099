import { MONDAY_TO_FRIDAY } from '@portico/domain/calendar/site-calendar';
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
import type { IdentityCache } from './identity-cache';

export interface SessionLimits {
  idleMinutes: number;
  absoluteHours: number;
}

/** A session's limits, and where the day turns for people with no site (`PORTAL_TIME_ZONE`). */
export interface ResumeSettings extends SessionLimits {
  portalTimeZone: string;
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
 * With a cache, a session read in the last few seconds (and not changed since) is answered
 * from memory, its limits checked against the clock all the same, and requests that arrive
 * together share one read; anything else is read.
 */
export async function resumeSession(
  db: Db,
  token: string,
  limits: ResumeSettings,
  cache?: IdentityCache,
  now: Date = new Date(),
): Promise<SessionLookup> {
  if (!isWellFormedSessionToken(token)) return { status: 'ended', reason: 'unknown' };
  const tokenHash = hashSessionToken(token);
  const cached = cache?.session(tokenHash, now.getTime());
  if (cached && !whySessionEnded({ ...cached, active: true }, limits, now.getTime())) {
    return { status: 'active', viewer: cached.viewer };
  }
  if (!cache) return readSession(db, tokenHash, limits, undefined, now);
  return cache.lookUpOnce(tokenHash, () => readSession(db, tokenHash, limits, cache, now));
}

async function readSession(
  db: Db,
  tokenHash: string,
  limits: ResumeSettings,
  cache: IdentityCache | undefined,
  now: Date,
): Promise<SessionLookup> {
  const nowMs = now.getTime();
  const generation = cache?.generation ?? 0;
  const row = await findSessionWithEmployee(db, tokenHash);
  if (!row) return { status: 'ended', reason: 'unknown' };

  const times = { expiresAt: row.expiresAt.getTime(), lastSeenAt: row.lastSeenAt.getTime() };
  const reason = whySessionEnded({ ...times, active: row.active }, limits, nowMs);
  if (reason) {
    cache?.dropSession(tokenHash);
    await deleteSession(db, tokenHash);
    return { status: 'ended', reason };
  }
  if (nowMs - times.lastSeenAt >= TOUCH_INTERVAL_MS) {
    await touchSession(db, tokenHash, now);
    times.lastSeenAt = nowMs;
  }
  const viewer = toViewer(row, limits.portalTimeZone);
  cache?.keepSession(tokenHash, { viewer, ...times }, generation, Date.now());
  return { status: 'active', viewer };
}

/**
 * Whether the session is still usable, without touching it: an open stream must not keep a
 * session alive that the person has left idle, but must end when the session does.
 */
export async function isSessionLive(db: Db, tokenHash: string, limits: SessionLimits, now = new Date()) {
  const row = await findSessionWithEmployee(db, tokenHash);
  if (!row) return false;
  const session = {
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
    active: row.active,
  };
  return whySessionEnded(session, limits, now.getTime()) === undefined;
}

function whySessionEnded(
  session: { expiresAt: number; lastSeenAt: number; active: boolean },
  limits: SessionLimits,
  now: number,
) {
  if (session.expiresAt <= now) return 'absolute' as const;
  if (session.lastSeenAt + limits.idleMinutes * MINUTE_MS <= now) return 'idle' as const;
  if (!session.active) return 'inactive-employee' as const;
  return undefined;
}

function toViewer(row: SessionWithEmployee, portalTimeZone: string): Viewer {
  return {
    employeeId: row.employeeId,
    employeeNumber: row.employeeNumber,
    email: row.workEmail ?? '',
    displayName: row.displayName,
    roles: ACCESS_ROLES.filter((role: AccessRole) => row.roles.includes(role)),
    sessionTokenHash: row.tokenHash,
    siteId: row.siteId,
    calendar: {
      timeZone: row.siteTimeZone ?? portalTimeZone,
      workingWeek: row.siteWorkingWeek ?? MONDAY_TO_FRIDAY,
    },
  };
}

/** Ends one session (logout). Returns the ID token it was opened with, for the provider's logout. */
export async function endSession(db: Db, token: string | undefined, cache?: IdentityCache) {
  if (!isWellFormedSessionToken(token)) return { idToken: null };
  const tokenHash = hashSessionToken(token);
  // Here at once; other servers hear it from the database's trigger as the delete commits.
  cache?.dropSession(tokenHash);
  const deleted = await deleteSession(db, tokenHash);
  // And again: a request that read the row before the delete committed may have kept it.
  cache?.dropSession(tokenHash);
  return { idToken: deleted?.idToken ?? null };
}
