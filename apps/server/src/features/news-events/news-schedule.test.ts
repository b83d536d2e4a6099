import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsBody } from '../../../test/news-factories';
import { dayFromToday, TEST_PORTAL_TIME_ZONE } from '../../../test/test-days';
import { startOfDayIn } from '@portico/domain/calendar/site-calendar';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${dayFromToday(0)}T10:00:00Z`));
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const shownIn = async (persona: 'emery' | 'casey', postId: string) => {
  const client = await t.as(persona);
  const carousel = (await client.get('/api/news-events/visible')).json();
  const bell = (await client.get('/api/notifications?limit=50')).json();
  return {
    inCarousel: carousel.items.some((item: { id: string }) => item.id === postId),
    announced: bell.items.filter((item: { announcementId: string }) => item.announcementId === postId).length,
    unread: bell.unreadCount as number,
    detail: (await client.get(`/api/news-events/${postId}`)).statusCode,
  };
};

describe('a post scheduled for tomorrow (issue 9, acceptance 3)', () => {
  it('is absent today and announces nothing yet; tomorrow it shows, announced exactly once', async () => {
    const blair = await t.as('blair');
    const created = await blair.post(
      '/api/news-events',
      newsBody({ title: 'Tomorrow’s news', visibleFrom: dayFromToday(1), visibleTo: dayFromToday(3) }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const before = await shownIn('emery', id);
    expect(before).toMatchObject({ inCarousel: false, announced: 0, detail: 404 });

    // Just before midnight where they are (Toronto, the portal's zone; they have no site):
    // still nothing, though UTC's day has long turned.
    const firstDay = startOfDayIn(dayFromToday(1), TEST_PORTAL_TIME_ZONE).getTime();
    vi.setSystemTime(new Date(firstDay - 1000));
    expect(await shownIn('emery', id)).toMatchObject({ inCarousel: false, announced: 0 });

    // The clock moves to the post's first day.
    vi.setSystemTime(new Date(firstDay + 1000));
    const after = await shownIn('emery', id);
    expect(after).toMatchObject({ inCarousel: true, announced: 1, detail: 200, unread: before.unread + 1 });
    // Asked again (another instance, another person): still one announcement each.
    expect(await shownIn('emery', id)).toMatchObject({ announced: 1 });
    expect(await shownIn('casey', id)).toMatchObject({ announced: 1 });

    // After Visible To the post leaves the carousel; the announcement stays in the list and
    // still opens the post.
    vi.setSystemTime(new Date(`${dayFromToday(4)}T08:00:00Z`));
    expect(await shownIn('emery', id)).toMatchObject({ inCarousel: false, announced: 1, detail: 200 });
  });
});
