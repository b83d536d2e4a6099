import { addDays } from '@portico/domain/calendar/site-calendar';
import type { NewsType } from '@portico/domain/news-events/news-constants';
import { announcementDueAt } from '@portico/domain/news-events/news-visibility';
import { utcDay } from '@portico/domain/shared/dates';
import { newsPosts } from '../db/schema';
import { notifyEveryone } from '../lib/notifications';
import { PERSONAS } from '../reference-data/personas';
import { createRandom } from './random';
import { DEMO_SITES } from './sites-seed';
import type { DemoSeedModule } from './seed-module';

interface DemoPost {
  author: 'blair' | 'alex';
  type: NewsType;
  title: string;
  brief: string;
  body: string;
  /** Visible From and Visible To, in days from today. */
  from: number;
  to: number;
}

/**
 * The demo's news: posts of several types showing today, one that has expired and one
 * scheduled for next week (the dashboard shows neither). Blair (ELT) and Alex (Admin) write them.
 */
const DEMO_POSTS: readonly DemoPost[] = [
  {
    author: 'blair',
    type: 'News',
    title: 'Welcome to the new employee portal',
    brief: 'Requests, news and people in one place.',
    body: '<p>Everything you need for a working day now lives in one place: IT requests, quick links, the directory and company news.</p>',
    from: -3,
    to: 27,
  },
  {
    author: 'blair',
    type: 'Event',
    title: 'Quarterly town hall',
    brief: 'Join the leadership team in the atrium or online.',
    body: '<h2>Agenda</h2><ul><li>Results of the quarter</li><li>Plans for the next</li><li>Questions from everyone</li></ul>',
    from: 0,
    to: 6,
  },
  {
    author: 'alex',
    type: 'Learning & Development',
    title: 'Security awareness training opens',
    brief: 'Thirty minutes that keep us all safe.',
    body: '<p>The yearly security course is open. It takes about <strong>thirty minutes</strong>.</p>',
    from: -1,
    to: 20,
  },
  {
    author: 'blair',
    type: 'Corporate Value',
    title: 'Customers first, every day',
    brief: 'Stories of colleagues who went the extra mile.',
    body: '<p>This month we celebrate the teams whose care made a customer’s day.</p>',
    from: -7,
    to: 10,
  },
  {
    author: 'alex',
    type: 'Trend',
    title: 'Working smarter with shared calendars',
    brief: 'Tips from the IT team.',
    body: '<p>Share your calendar with your team so meetings find a time on the first try.</p>',
    from: -2,
    to: 12,
  },
  {
    author: 'blair',
    type: 'SDI Balance',
    title: 'Wellbeing week recap',
    brief: 'Thank you for joining in.',
    body: '<p>Over 300 of you took part in wellbeing week.</p>',
    from: -30,
    to: -5,
  },
  {
    author: 'blair',
    type: 'CwR',
    title: 'Community day next month',
    brief: 'Volunteer with your team.',
    body: '<p>Sign-ups open soon.</p>',
    from: 7,
    to: 14,
  },
];

export const newsEventsSeed: DemoSeedModule = {
  name: 'news',
  tables: [newsPosts],
  async seed(tx, { today }) {
    const random = createRandom('demo:news');
    const day = utcDay(today);
    /** Midday (UTC) of the day `offset` days from today. */
    const middayOf = (offset: number) => new Date(`${addDays(day, offset)}T12:00:00Z`);
    const now = middayOf(0);
    for (const [index, post] of DEMO_POSTS.entries()) {
      const visibleFrom = addDays(day, post.from);
      const createdAt = middayOf(Math.min(post.from, 0) - 1);
      const [row] = await tx
        .insert(newsPosts)
        .values({
          authorId: PERSONAS[post.author].id,
          type: post.type,
          title: post.title,
          briefDescription: post.brief,
          description: post.body,
          backgroundImage: `background${1 + ((index * 5 + random.int(0, 17)) % 18)}`,
          visibleFrom,
          visibleTo: addDays(day, post.to),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: newsPosts.id });
      // As publishing does: announced on the first day it shows (the rule the service uses).
      await notifyEveryone(tx, {
        type: 'New Announcement',
        description: post.title,
        link: { announcementId: row!.id },
        at:
          post.from <= 0
            ? middayOf(post.from)
            : announcementDueAt(
                { visibleFrom, visibleTo: visibleFrom },
                now,
                DEMO_SITES.map((site) => site.timeZone),
              ),
      });
    }
  },
};
