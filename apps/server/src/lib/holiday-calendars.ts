import {
  HOLIDAY_EXISTS_MESSAGE,
  HOLIDAY_NOT_FOUND_MESSAGE,
  type Holiday,
} from '@portico/domain/approvals/reminder-settings';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { holidays } from '../db/schema';
import { recordAudit } from './audit-log';
import { HttpProblem, notFound } from './problem';
import type { Viewer } from './viewer';

/*
 * Holiday calendars (issue 29): each site keeps its own, and the portal keeps one for people
 * with no site. One place writes them, each change with its audit entry in its transaction,
 * whichever screen makes it (a site's page, or the approval reminders' for the portal's).
 */

/** Whose calendar: a site's (with its name, for the audit log), or the portal's own (null). */
export type HolidayCalendar = { siteId: string; siteName: string } | null;

const inCalendar = (calendar: HolidayCalendar) =>
  calendar ? eq(holidays.siteId, calendar.siteId) : isNull(holidays.siteId);

const columns = { day: holidays.day, name: holidays.name };

/** A calendar's holidays, by day. */
export const listHolidaysOf = (db: Db, calendar: HolidayCalendar): Promise<Holiday[]> =>
  db.select(columns).from(holidays).where(inCalendar(calendar)).orderBy(asc(holidays.day));

/** The audit log's label: the day and name, and whose calendar when it is a site's. */
const labelOf = (holiday: Holiday, calendar: HolidayCalendar) =>
  `${calendar ? `${calendar.siteName}: ` : ''}${holiday.day} ${holiday.name}`;

export function addHoliday(db: Db, actor: Viewer, calendar: HolidayCalendar, holiday: Holiday) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(holidays)
      .values({ ...holiday, siteId: calendar?.siteId ?? null })
      .onConflictDoNothing()
      .returning(columns);
    if (!row) throw new HttpProblem(409, HOLIDAY_EXISTS_MESSAGE, { day: [HOLIDAY_EXISTS_MESSAGE] });
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'holiday',
      entityId: row.day,
      entityLabel: labelOf(row, calendar),
      before: null,
      after: row,
    });
    return row;
  });
}

export function deleteHoliday(db: Db, actor: Viewer, calendar: HolidayCalendar, day: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(holidays)
      .where(and(inCalendar(calendar), eq(holidays.day, day)))
      .returning(columns);
    if (!row) throw notFound(HOLIDAY_NOT_FOUND_MESSAGE);
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'holiday',
      entityId: row.day,
      entityLabel: labelOf(row, calendar),
      before: row,
      after: null,
    });
  });
}
