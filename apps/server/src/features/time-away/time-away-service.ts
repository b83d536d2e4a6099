import { mayKnowWhyAway } from '@portico/domain/time-away/away-reason';
import { awayWindow } from '@portico/domain/time-away/away-window';
import { WHOS_OUT_LIMIT, type MyTimeAway, type WhosOut } from '@portico/domain/time-away/time-away-dto';
import { countsAs, timeAwayBalances } from '@portico/domain/time-away/time-away-totals';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/problem';
import { managedBy, resolvePeopleScope } from '../../lib/people-scope-queries';
import type { Viewer } from '../../lib/viewer';
import { findTimeAwayRecord, listAwayInWindow } from './time-away-queries';

/**
 * Spec §2 My Time Off: the signed-in person's totals table and their Booked and Taken lists.
 * The lists hold exactly the entries the sums count, so each list row is one day of its column.
 */
export async function getMyTimeAway(db: Db, viewer: Viewer): Promise<MyTimeAway> {
  const record = await findTimeAwayRecord(db, viewer.employeeNumber);
  if (!record) throw notFound('Your employee record was not found.');
  const allocations = Object.fromEntries(record.allocations.map((row) => [row.requestType, row.days]));
  const shown = ({ id, requestType, requestStatus, date }: (typeof record.entries)[number]) => ({
    id,
    requestType,
    requestStatus,
    date,
  });
  return {
    displayName: record.displayName,
    balances: timeAwayBalances(record.entries, allocations),
    booked: record.entries.filter((entry) => countsAs(entry, 'Booked')).map(shown),
    taken: record.entries
      .filter((entry) => countsAs(entry, 'Taken'))
      .reverse()
      .map(shown),
  };
}

/**
 * Who in the viewer's people view (spec §6 scope) is away today and the rest of this week
 * (today to Sunday, `awayWindow`), the viewer left out; why each is away only where the viewer
 * may know it (mayKnowWhyAway), else the days say no type.
 */
export async function getWhosOut(db: Db, viewer: Viewer, today: string): Promise<WhosOut> {
  const { from, to } = awayWindow(today, viewer.calendar.workingWeek);
  const scope = await resolvePeopleScope(db, viewer);
  const rows = await listAwayInWindow(db, {
    scope,
    viewerId: viewer.employeeId,
    today: from,
    to,
    limit: WHOS_OUT_LIMIT,
  });
  // Only the few people listed are looked up the chain, never the whole organisation; not at
  // all for a viewer told every reason anyway (HR).
  const toldAnyway = mayKnowWhyAway(viewer.roles, false);
  const managed = toldAnyway
    ? new Set<string>()
    : await managedBy(
        db,
        viewer.employeeNumber,
        rows.map((row) => row.employeeNumber),
      );
  const shown = ({ employeeId, employeeNumber, name, days }: (typeof rows)[number]) => ({
    employeeId,
    name,
    days:
      toldAnyway || mayKnowWhyAway(viewer.roles, managed.has(employeeNumber))
        ? days
        : days.map((day) => ({ ...day, requestType: null })),
  });
  const groupOf = (outToday: boolean) => {
    const members = rows.filter((row) => row.outToday === outToday);
    return {
      items: members.map(shown),
      total: members[0]?.total ?? 0,
    };
  };
  return { from, to, today: groupOf(true), laterThisWeek: groupOf(false) };
}
