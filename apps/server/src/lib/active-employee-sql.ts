import { DEFAULT_PORTAL_TIME_ZONE } from '@portico/domain/calendar/site-calendar';
import { sql } from 'drizzle-orm';
import { portalTimeZoneOf } from '../config';

/*
 * Who counts as a current employee, in one place so sign-in, every request's session check and
 * the people counts agree: status ACTIVE in any letter case (the HR export is not consistent)
 * and no termination date in the past. A termination dated today still lets the person in
 * today, on their own day (decision 057): their site's, or the portal's for someone with no
 * site, so someone in Toronto on their last day is not signed out at 19:00 when UTC's day turns.
 */

/** The portal's zone as an SQL literal. An invalid PORTAL_TIME_ZONE stops the server's start. */
const portalZone = (() => {
  let zone = DEFAULT_PORTAL_TIME_ZONE;
  try {
    zone = portalTimeZoneOf();
  } catch {
    // The configuration check refuses it with its own message before anything is served.
  }
  return `'${zone.replaceAll("'", "''")}'`;
})();

/** The day's half of the rule over a row with a `site_id` and a `termination_date`. */
const notLeftYet = (row: string) =>
  `(${row}.termination_date is null or ${row}.termination_date >= ` +
  `(now() at time zone coalesce((select site.time_zone from sites site where site.id = ${row}.site_id), ${portalZone}))::date)`;

/** The rule over the `employees` row named `row`. */
const isCurrent = (row: string) =>
  sql.raw(`(upper(${row}.employment_status) = 'ACTIVE' and ${notLeftYet(row)})`);

/**
 * The day's half alone, for the rows of `people_counts`, which hold only people whose status
 * is ACTIVE (its trigger applies the status half).
 */
export const countedPeopleAreCurrent = sql<boolean>`${sql.raw(notLeftYet('"people_counts"'))}`;

export const isActiveEmployee = sql<boolean>`${isCurrent('"employees"')}`;

/** The same rule for raw SQL over an aliased `employees` row (recursive queries). */
export const isActiveEmployeeAlias = (alias: string) => isCurrent(alias);
