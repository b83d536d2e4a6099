import { writeCalendar, type AllDayEntry } from '../../lib/icalendar';

export interface CalendarPost {
  id: string;
  title: string;
  briefDescription: string;
  visibleFrom: string;
  visibleTo: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * An Event post as a calendar entry: all day over the post's days, with its title, brief
 * description and a link back to the post. The uid is the post's, so importing it again updates
 * the same calendar entry.
 */
function eventEntry(post: CalendarPost, publicUrl: URL): AllDayEntry {
  const link = new URL(`/newsEvents/${post.id}`, publicUrl).toString();
  return {
    uid: `${post.id}@portico`,
    summary: post.title,
    description: post.briefDescription ? `${post.briefDescription}\n\n${link}` : link,
    url: link,
    firstDay: post.visibleFrom,
    lastDay: post.visibleTo,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    busy: false,
  };
}

/** An Event post as an RFC 5545 calendar to download, in the reader's zone (their site's). */
export function eventCalendar(
  post: CalendarPost,
  publicUrl: URL,
  timeZone: string,
  now = new Date(),
): string {
  return writeCalendar({
    productId: '-//Portico//News & Events//EN',
    timeZone,
    writtenAt: now,
    entries: [eventEntry(post, publicUrl)],
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
