import type { Db } from '../src/db/client';
import { newsPosts } from '../src/db/schema';
import { PERSONAS } from '../src/reference-data/personas';
import { dayFromToday } from './test-days';

let sequence = 0;

/** A post of Blair's, visible from today for a week, unless told otherwise. */
export async function createNewsPost(db: Db, overrides: Partial<typeof newsPosts.$inferInsert> = {}) {
  const n = ++sequence;
  const [row] = await db
    .insert(newsPosts)
    .values({
      authorId: PERSONAS.blair.id,
      type: 'News',
      title: `Test post ${n}`,
      briefDescription: 'A test post',
      description: '<p>Body</p>',
      backgroundImage: 'background1',
      visibleFrom: dayFromToday(0),
      visibleTo: dayFromToday(7),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A valid body for POST and PATCH /api/news-events. */
export const newsBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'Event',
  visibleFrom: dayFromToday(0),
  visibleTo: dayFromToday(2),
  title: 'Quarterly town hall',
  briefDescription: 'Everyone is welcome',
  description: '<p>Join us in the atrium.</p>',
  backgroundImage: 'background4',
  ...overrides,
});
