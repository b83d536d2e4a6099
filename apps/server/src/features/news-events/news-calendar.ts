import { createEvent, type DateArray } from 'ics';
import { HttpProblem } from '../../lib/problem';

export interface CalendarPost {
  id: string;
  title: string;
  briefDescription: string;
  visibleFrom: string;
  visibleTo: string;
  createdAt: Date;
  updatedAt: Date;
}

const dayParts = (day: string): DateArray => {
  const [year, month, date] = day.split('-').map(Number);
  return [year!, month!, date!];
};

/** The day after, 'YYYY-MM-DD': an all-day event's end is exclusive (RFC 5545 §3.6.1). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const utcParts = (instant: Date): DateArray => [
  instant.getUTCFullYear(),
  instant.getUTCMonth() + 1,
  instant.getUTCDate(),
  instant.getUTCHours(),
  instant.getUTCMinutes(),
];

/**
 * An Event post as an RFC 5545 calendar (written by the `ics` library): one all-day event over
 * the post's days, with its title, brief description and a link back to the post. The uid is
 * the post's, so importing it again updates the same calendar entry.
 */
export function eventCalendar(post: CalendarPost, publicUrl: URL): string {
  const link = new URL(`/newsEvents/${post.id}`, publicUrl).toString();
  const { error, value } = createEvent({
    productId: 'portico/news-events',
    uid: `${post.id}@portico`,
    title: post.title,
    description: post.briefDescription ? `${post.briefDescription}\n\n${link}` : link,
    url: link,
    start: dayParts(post.visibleFrom),
    end: dayParts(nextDay(post.visibleTo)),
    created: utcParts(post.createdAt),
    lastModified: utcParts(post.updatedAt),
    transp: 'TRANSPARENT',
  });
  if (error || !value) throw new HttpProblem(422, 'This event cannot be written as a calendar file.');
  return value;
}

/** A file name from the title, letters and digits only, for Content-Disposition. */
export const calendarFileName = (title: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;
