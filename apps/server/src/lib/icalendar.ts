import ICAL from 'ical.js';
import { addDays, type IsoDay } from '@portico/domain/calendar/site-calendar';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

/** Something on a calendar for whole days: an Event post's days, a run of days away. */
export interface AllDayEntry {
  /** Stable across writes, so a client that reads the file again updates the same entry. */
  uid: string;
  summary: string;
  description?: string | undefined;
  url?: string | undefined;
  firstDay: IsoDay;
  /** The last day, included. */
  lastDay: IsoDay;
  createdAt?: Date | undefined;
  updatedAt: Date;
  /** Whether the days show the person as busy (time away) or free (an event to know of). */
  busy: boolean;
}

export interface CalendarContents {
  /** PRODID, e.g. '-//Portico//News & Events//EN'. */
  productId: string;
  /** The name a subscribing client shows for the calendar. */
  name?: string | undefined;
  /** The IANA zone of the person it is written for: their site's, or the portal's. */
  timeZone: string;
  /** How often a subscribing client should read it again. */
  refreshMinutes?: number | undefined;
  /** When it is written: every entry's DTSTAMP (with METHOD:PUBLISH, RFC 5545 §3.8.7.2). */
  writtenAt: Date;
  entries: readonly AllDayEntry[];
}

const KNOWN_ZONES = new Set(tzlib_get_timezones(false));

/**
 * The zone's VTIMEZONE, from timezones-ical-library's current IANA data; null for a zone it does
 * not know. Its TZID is the library's name for the zone ('UTC' is 'Etc/UTC').
 */
function vtimezoneOf(timeZone: string): ICAL.Component | null {
  const block = KNOWN_ZONES.has(timeZone) ? tzlib_get_ical_block(timeZone, false) : '';
  return Array.isArray(block) && block[0] ? new ICAL.Component(ICAL.parse(block[0])) : null;
}

/** An instant in UTC ('Z'), as DTSTAMP, CREATED and LAST-MODIFIED must be (RFC 5545 §3.8.7). */
const utc = (instant: Date) => ICAL.Time.fromJSDate(instant, true);

function eventOf(entry: AllDayEntry, writtenAt: Date): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', entry.uid);
  event.addPropertyWithValue('dtstamp', utc(writtenAt));
  // DATE values: a day is the same day wherever the reader is. DTEND is exclusive (§3.6.1).
  event.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(entry.firstDay));
  event.addPropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(entry.lastDay, 1)));
  event.addPropertyWithValue('summary', entry.summary);
  if (entry.description) event.addPropertyWithValue('description', entry.description);
  if (entry.url) event.addPropertyWithValue('url', entry.url);
  if (entry.createdAt) event.addPropertyWithValue('created', utc(entry.createdAt));
  event.addPropertyWithValue('last-modified', utc(entry.updatedAt));
  event.addPropertyWithValue('transp', entry.busy ? 'OPAQUE' : 'TRANSPARENT');
  return event;
}

/**
 * An RFC 5545 calendar of all-day entries, written by ical.js (escaping, line folding at 75
 * octets, CRLF), in the reader's zone: its VTIMEZONE and X-WR-TIMEZONE, which clients use for
 * anything timed. Days stay DATE values and instants stay UTC, so nothing moves with the zone.
 */
export function writeCalendar(contents: CalendarContents): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', contents.productId);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  if (contents.name) calendar.addPropertyWithValue('x-wr-calname', contents.name);
  const vtimezone = vtimezoneOf(contents.timeZone);
  if (vtimezone) {
    calendar.addPropertyWithValue('x-wr-timezone', vtimezone.getFirstPropertyValue('tzid'));
  }
  if (contents.refreshMinutes) {
    const every = ICAL.Duration.fromSeconds(contents.refreshMinutes * 60);
    // A duration: ical.js marks it VALUE=DURATION itself (RFC 7986 §5.7).
    calendar.addPropertyWithValue('refresh-interval', every);
    calendar.addPropertyWithValue('x-published-ttl', every.toString());
  }
  if (vtimezone) calendar.addSubcomponent(vtimezone);
  for (const entry of contents.entries) calendar.addSubcomponent(eventOf(entry, contents.writtenAt));
  return calendar.toString();
}
