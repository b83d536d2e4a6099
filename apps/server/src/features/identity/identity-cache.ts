import { CHANGE_CHANNELS, type ChangeBus } from '../../lib/change-bus';
import type { Viewer } from '../../lib/viewer';
import type { SessionLookup } from './session-service';

/**
 * How long a session or a /api/me answer is trusted without asking the database again. Every
 * change the database knows of ends it sooner (see below); this bounds what only the clock
 * changes: a termination date passing at midnight.
 */
export const IDENTITY_CACHE_MS = 5_000;

export interface CachedSession {
  viewer: Viewer;
  /** Epoch ms: the session's absolute end, and when it was last seen as the database has it. */
  expiresAt: number;
  lastSeenAt: number;
  freshUntil: number;
}

/** A session that may have ended: by its token hash, every session of one employee, or any. */
export type SessionChange = { tokenHash: string } | { employeeId: string } | 'any';

interface CachedMe {
  body: string;
  freshUntil: number;
}

/**
 * Sessions (by token hash) and /api/me answers (by employee), kept in this process for a few
 * seconds (docs/decisions/018-session-and-viewer-cache.md). They are dropped at once when:
 * - the session is deleted or shortened (logout, expiry, a sweep) — `session:<hash>`;
 * - the person's HR record, roles or profile change (deactivation, a role granted or revoked)
 *   — `employee:<id>`, which also drops every /api/me answer, since one person's change can
 *   move another's count of people in view;
 * - a site's time zone or working week changes, or the site goes — `site:<id>`: the sessions
 *   of its people, whose viewer carries the site's calendar;
 * - someone joins or a company is renamed — `people`; a table is emptied — `all`;
 * - the change bus loses its connection (messages may be missed): everything, and nothing is
 *   cached until it is back.
 * A read that started before a change must not put what it read back afterwards; `generation`
 * counts changes so such a read is not kept.
 */
export class IdentityCache {
  private readonly sessions = new Map<string, CachedSession>();
  private readonly sessionsOfEmployee = new Map<string, Set<string>>();
  private readonly meAnswers = new Map<string, CachedMe>();
  /** Session reads under way, by token hash, with the generation each started in. */
  private readonly lookups = new Map<string, { generation: number; lookup: Promise<SessionLookup> }>();
  private generationCount = 0;
  private readonly sessionWatchers = new Set<(change: SessionChange) => void>();

  constructor(private readonly bus: ChangeBus | undefined) {
    bus?.subscribe(CHANGE_CHANNELS.identity, {
      onMessage: (payload) => this.heard(payload),
      onLost: () => this.clear(),
    });
  }

  /**
   * Calls `watcher` whenever the database announces that a session may have ended (logout,
   * expiry, a sweep, its employee changed), so a long-lived connection can check its session
   * at once rather than at its next heartbeat. The returned function stops it.
   */
  watchSessions(watcher: (change: SessionChange) => void): () => void {
    this.sessionWatchers.add(watcher);
    return () => this.sessionWatchers.delete(watcher);
  }

  /** Changes seen so far; pass it back to `keep…` so a read overtaken by a change is not kept. */
  get generation() {
    return this.generationCount;
  }

  session(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.sessions.get(tokenHash);
    if (!entry) return undefined;
    if (entry.freshUntil > now && this.bus?.live) return entry;
    this.forgetSession(tokenHash);
    return undefined;
  }

  /**
   * One read of a session for the requests that ask for it at the same moment: a page's first
   * calls arrive together, before any of them has kept what it read, and would each read the
   * same row (a dashboard after sign-in read its new session eight times). A request joins a
   * read only under the rule `keepSession` keeps by: no change heard since the read started.
   * Otherwise it starts its own, which later requests then join.
   */
  lookUpOnce(tokenHash: string, read: () => Promise<SessionLookup>): Promise<SessionLookup> {
    const running = this.lookups.get(tokenHash);
    if (running && running.generation === this.generationCount && this.bus?.live) return running.lookup;
    const lookup = read().finally(() => {
      if (this.lookups.get(tokenHash)?.lookup === lookup) this.lookups.delete(tokenHash);
    });
    this.lookups.set(tokenHash, { generation: this.generationCount, lookup });
    return lookup;
  }

  keepSession(tokenHash: string, entry: Omit<CachedSession, 'freshUntil'>, generation: number, now: number) {
    if (generation !== this.generationCount || !this.bus?.live) return;
    this.sessions.set(tokenHash, { ...entry, freshUntil: now + IDENTITY_CACHE_MS });
    const employeeId = entry.viewer.employeeId;
    let hashes = this.sessionsOfEmployee.get(employeeId);
    if (!hashes) this.sessionsOfEmployee.set(employeeId, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  me(employeeId: string, now: number): string | undefined {
    const entry = this.meAnswers.get(employeeId);
    if (!entry) return undefined;
    if (entry.freshUntil > now && this.bus?.live) return entry.body;
    this.meAnswers.delete(employeeId);
    return undefined;
  }

  keepMe(employeeId: string, body: string, generation: number, now: number) {
    if (generation !== this.generationCount || !this.bus?.live) return;
    this.meAnswers.set(employeeId, { body, freshUntil: now + IDENTITY_CACHE_MS });
  }

  /** Drops one session here at once (this server's own logout); the trigger tells the others. */
  dropSession(tokenHash: string) {
    this.generationCount += 1;
    this.forgetSession(tokenHash);
  }

  /** Out of date, not changed: a read under way may still keep what it finds. */
  private forgetSession(tokenHash: string) {
    const entry = this.sessions.get(tokenHash);
    if (!entry) return;
    this.sessions.delete(tokenHash);
    const hashes = this.sessionsOfEmployee.get(entry.viewer.employeeId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.sessionsOfEmployee.delete(entry.viewer.employeeId);
  }

  private dropEmployee(employeeId: string) {
    this.generationCount += 1;
    for (const hash of this.sessionsOfEmployee.get(employeeId) ?? []) this.sessions.delete(hash);
    this.sessionsOfEmployee.delete(employeeId);
    this.meAnswers.clear();
  }

  /** A site's zone or week changed: its people's sessions are read again. */
  private dropSite(siteId: string) {
    this.generationCount += 1;
    for (const [hash, entry] of this.sessions) {
      if (entry.viewer.siteId === siteId) this.forgetSession(hash);
    }
  }

  clear() {
    this.generationCount += 1;
    this.sessions.clear();
    this.sessionsOfEmployee.clear();
    this.meAnswers.clear();
  }

  private heard(payload: string) {
    const colon = payload.indexOf(':');
    const kind = colon === -1 ? payload : payload.slice(0, colon);
    const id = payload.slice(colon + 1);
    if (kind === 'session') this.dropSession(id);
    else if (kind === 'employee') this.dropEmployee(id);
    else if (kind === 'site') {
      // Nothing about a session's end: only its calendar, read again on the next request.
      this.dropSite(id);
      return;
    } else if (kind === 'people') {
      this.generationCount += 1;
      this.meAnswers.clear();
      return;
    } else this.clear();
    const change: SessionChange =
      kind === 'session' ? { tokenHash: id } : kind === 'employee' ? { employeeId: id } : 'any';
    for (const watcher of this.sessionWatchers) watcher(change);
  }
}
