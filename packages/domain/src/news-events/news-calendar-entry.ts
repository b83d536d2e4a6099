import { shownIn, type Bilingual } from '../language/bilingual';
import type { Language } from '../language/languages';

/** What a post is made of, as far as a calendar is concerned. */
export interface CalendarEventPost extends Bilingual<'title' | 'briefDescription'> {
  id: string;
  visibleFrom: string;
  visibleTo: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * An Event post on a calendar, whether downloaded on its own or in a person's feed: all day over
 * its days (Visible From to Visible To), with its title, brief description and a link back to
 * the post (spec §1 /newsEvents/{id}), in the reader's language if the post has it. The uid is the post's, so reading it again updates the
 * same calendar entry. It leaves the person free: it is something to know of, not time taken.
 */
export function postCalendarEntry(post: CalendarEventPost, publicUrl: URL, reader: Language) {
  const link = new URL(`/newsEvents/${post.id}`, publicUrl).toString();
  const { title, briefDescription } = shownIn(post, ['title', 'briefDescription'], reader).texts;
  return {
    uid: `${post.id}@portico`,
    summary: title,
    description: briefDescription ? `${briefDescription}\n\n${link}` : link,
    url: link,
    firstDay: post.visibleFrom,
    lastDay: post.visibleTo,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    busy: false,
  };
}
