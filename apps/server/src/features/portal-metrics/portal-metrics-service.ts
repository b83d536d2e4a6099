import { capabilitiesOf } from '@portico/domain/identity/capabilities';
import {
  NO_PORTAL_METRICS_MESSAGE,
  TOP_VISITORS,
  type PortalMetrics,
} from '@portico/domain/portal-metrics/portal-metrics-dto';
import {
  bucketsOf,
  portalPeriod,
  type PortalTimeFilter,
} from '@portico/domain/portal-metrics/portal-periods';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/problem';
import { todayOf } from '../../lib/person-day';
import type { Viewer } from '../../lib/viewer';
import {
  itRequestsByCompany,
  listVisitors,
  pageViewsByArea,
  visitCounts,
  visitorsByCompany,
  visitsByBucket,
} from './portal-metrics-queries';

/** Spec §6: the Portal Metrics menu's rule (ELT or Admin) guards its API too. */
export function requirePortalMetrics(viewer: Viewer) {
  if (!capabilitiesOf({ roles: viewer.roles, peopleInViewBesidesSelf: 0 }).portalMetrics) {
    throw forbidden(NO_PORTAL_METRICS_MESSAGE);
  }
}

/** The days an option of the time filter covers for the viewer: their today, their site's week. */
export const viewersPeriod = (viewer: Viewer, time: PortalTimeFilter, today = todayOf(viewer)) =>
  portalPeriod(time, today, viewer.calendar.workingWeek);

/** Every card of Portal Metrics for one option of the time filter, in the viewer's days. */
export async function getPortalMetrics(
  db: Db,
  viewer: Viewer,
  time: PortalTimeFilter,
): Promise<PortalMetrics> {
  const today = todayOf(viewer);
  const { range, bucket, previous } = viewersPeriod(viewer, time, today);
  const [visits, before, visitors, itRequests, pages, topVisitors] = await Promise.all([
    visitCounts(db, range, bucket),
    previous ? visitsByBucket(db, previous, bucket) : undefined,
    visitorsByCompany(db, range),
    itRequestsByCompany(db, range),
    pageViewsByArea(db, range),
    listVisitors(db, { range }, { sort: 'visits', order: 'desc' }, { limit: TOP_VISITORS, offset: 0 }),
  ]);
  const { byBucket: current, byCompany, byBrowser, byDevice } = visits;
  // All runs from the first month with visits to the last; a dated period shows every bucket
  // up to today (a day or month still to come is not a fall to zero), or up to its last visit's
  // when that is later: the roll-ups count on UTC days, already tomorrow in Toronto's evening,
  // and the chart adds up to the totals beside it.
  const lastKey = [...current.keys()].at(-1);
  const lastVisitDay = lastKey && (bucket === 'month' ? `${lastKey}-01` : lastKey);
  const drawnTo = lastVisitDay && lastVisitDay > today ? lastVisitDay : today;
  const keys = range
    ? bucketsOf({ from: range.from, to: range.to < drawnTo ? range.to : drawnTo }, bucket)
    : current.size > 0
      ? bucketsOf({ from: `${[...current.keys()][0]}-01`, to: `${[...current.keys()].at(-1)}-01` }, 'month')
      : [];
  const previousKeys = previous ? bucketsOf(previous, bucket) : [];
  return {
    time,
    from: range?.from ?? null,
    to: range?.to ?? null,
    bucket,
    byPeriod: keys.map((key, index) => ({
      key,
      visits: current.get(key) ?? 0,
      previous: before && index < previousKeys.length ? (before.get(previousKeys[index]!) ?? 0) : null,
    })),
    byCompany,
    itRequestsByCompany: itRequests,
    visitorsByCompany: visitors.byCompany,
    byBrowser,
    byDevice,
    pages,
    totalVisitors: visitors.total,
    totalVisits: byDevice.reduce((sum, row) => sum + row.value, 0),
    topVisitors,
  };
}
