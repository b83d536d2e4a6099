import { todayIn } from '@portico/domain/calendar/site-calendar';
import type { FastifyRequest } from 'fastify';
import { requireViewer, type Viewer } from './viewer';

/**
 * A person's today, where their site is (issue 29): at 21:00 in Toronto it is still Toronto's
 * day, though UTC's has turned; at 01:00 in Doha it is already Doha's next one. Every rule that
 * reads "today" for a person takes it from here, never from the UTC day.
 */
export const todayOf = (viewer: Pick<Viewer, 'calendar'>, now: Date = new Date()): string =>
  todayIn(viewer.calendar.timeZone, now);

/** The signed-in person's today (`todayOf`), for a route's handler. */
export const todayOfViewer = (request: FastifyRequest, now: Date = new Date()): string =>
  todayOf(requireViewer(request), now);
