import { postCalendarEntry, type CalendarEventPost } from '@portico/domain/news-events/news-calendar-entry';
import type { Language } from '@portico/domain/language/languages';
import { writeCalendar } from '../../lib/icalendar';

/** An Event post as an RFC 5545 calendar to download, in the reader's zone (their site's) and language. */
export function eventCalendar(
  post: CalendarEventPost,
  publicUrl: URL,
  timeZone: string,
  reader: Language,
  now = new Date(),
): string {
  return writeCalendar({
    productId: '-//Portico//News & Events//EN',
    timeZone,
    writtenAt: now,
    entries: [postCalendarEntry(post, publicUrl, reader)],
  });
}

/** A file name from the title, letters and digits only, for Content-Disposition. */
export const calendarFileName = (title: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;
