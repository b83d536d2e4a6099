import { todayIn } from '@portico/domain/calendar/site-calendar';
import type { FastifyRequest } from 'fastify';
import { requireViewer, type Viewer } from './viewer';

/** Where a person's day turns: their site's time zone, else the portal's (`PORTAL_TIME_ZONE`). */
export const timeZoneOf = (viewer: Pick<Viewer, 'siteTimeZone'>, portalTimeZone: string): string =>
  viewer.siteTimeZone ?? portalTimeZone;

/**
 * The signed-in person's today, where their site is (issue 29): at 21:00 in Toronto it is still
 * Toronto's day, though UTC's has turned; at 01:00 in Doha it is already Doha's next one.
 */
export const todayOfViewer = (request: FastifyRequest, now: Date = new Date()): string =>
  todayIn(timeZoneOf(requireViewer(request), request.server.config.portalTimeZone), now);
