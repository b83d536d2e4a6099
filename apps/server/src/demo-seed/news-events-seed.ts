import { addDays } from '@portico/domain/calendar/site-calendar';
import { newsPostInputSchema } from '@portico/domain/news-events/news-schema';
import { newsPosts } from '../db/schema';
import { portalTimeZoneOf } from '../config';
import { createPost } from '../features/news-events/news-service';
import { personaViewer } from './demo-people';
import { createRandom } from './random';
import { DEMO_POSTS } from './demo-content';
import type { DemoSeedModule } from './seed-module';

/**
 * The demo's news (`content/news.json`): posts of several types showing today, one that has
 * expired and one scheduled for next week (the dashboard shows neither). Blair (ELT) and Alex
 * (Admin) publish them through the news service the day before they show, so each is announced
 * to everyone as publishing announces it.
 */
export const newsEventsSeed: DemoSeedModule = {
  name: 'news',
  tables: [newsPosts],
  async seed(tx, { organisation: { today: day } }) {
    const random = createRandom('demo:news');
    const portalTimeZone = portalTimeZoneOf();
    for (const [index, { author, from, to, ...fields }] of DEMO_POSTS.entries()) {
      const publishedOn = addDays(day, Math.min(from, 0) - 1);
      const input = newsPostInputSchema({ earliestDay: () => publishedOn }).parse({
        ...fields,
        backgroundImage: `background${1 + ((index * 5 + random.int(0, 17)) % 18)}`,
        visibleFrom: addDays(day, from),
        visibleTo: addDays(day, to),
      });
      await createPost(tx, personaViewer(author), input, {
        portalTimeZone,
        now: new Date(`${publishedOn}T12:00:00Z`),
      });
    }
  },
};
