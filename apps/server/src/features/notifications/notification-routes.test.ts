import { eq } from 'drizzle-orm';
import { BELL_NOTIFICATION_COUNT } from '@portico/domain/notifications/notification-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createEmployee } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let personId: string;
let requestId: string;
const ids: string[] = [];

/** A person of their own with 25 notifications, one a minute, the 5 newest read. */
beforeAll(async () => {
  t = await buildTestApp();
  personId = (await createEmployee(t.db)).id;
  requestId = (await createRequest(t.db, { createdById: personId })).id;
  const start = Date.parse('2025-01-01T09:00:00Z');
  const rows = await t.db
    .insert(notifications)
    .values(
      Array.from({ length: 25 }, (_, index) => ({
        employeeId: personId,
        type: index % 2 ? 'IT request updated' : 'New Corporate Link',
        description: `Notification ${index + 1}`,
        requestId: index % 2 ? requestId : null,
        isRead: index >= 20,
        createdAt: new Date(start + index * 60_000),
      })),
    )
    .returning({ id: notifications.id });
  ids.push(...rows.map((row) => row.id));
});
afterAll(() => t.close());

const as = () => t.asEmployee(personId);

describe('GET /api/notifications', () => {
  it('the bell: the newest 7, the unread count and the total', async () => {
    const response = await (await as()).get(`/api/notifications?limit=${BELL_NOTIFICATION_COUNT}`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.unreadCount).toBe(20);
    expect(list.total).toBe(25);
    expect(list.items.map((item: { description: string }) => item.description)).toEqual(
      [25, 24, 23, 22, 21, 20, 19].map((n) => `Notification ${n}`),
    );
  });

  it('each item says where a click goes', async () => {
    const list = (await (await as()).get('/api/notifications?limit=2')).json();
    expect(list.items).toEqual([
      expect.objectContaining({ type: 'New Corporate Link', target: '/', isRead: true, requestId: null }),
      expect.objectContaining({
        type: 'IT request updated',
        target: `/serviceRequests/${requestId}`,
        requestId,
      }),
    ]);
    expect(list.items[0].createdAt).toBe('2025-01-01T09:24:00.000Z');
  });

  it('the full list pages by 20 by default', async () => {
    const first = (await (await as()).get('/api/notifications')).json();
    expect(first.items).toHaveLength(20);
    const second = (await (await as()).get('/api/notifications?page=2')).json();
    expect(second.items.map((item: { description: string }) => item.description)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Notification ${n}`),
    );
    const small = (await (await as()).get('/api/notifications?page=3&pageSize=10')).json();
    expect(small.items).toHaveLength(5);
  });

  it('shows only the viewer’s own', async () => {
    const response = await (await t.as('emery')).get('/api/notifications');
    expect(response.json().items.map((item: { id: string }) => item.id)).not.toContain(ids[0]);
  });

  it.each(['limit=0', 'limit=101', 'pageSize=500', 'page=0', 'page=x'])(
    'refuses %s with 400',
    async (query) => {
      expect((await (await as()).get(`/api/notifications?${query}`)).statusCode).toBe(400);
    },
  );
});

describe('POST /api/notifications/:id/read', () => {
  it('marks the owner’s notification read, and again harmlessly', async () => {
    const id = ids[0]!;
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await (await as()).post(`/api/notifications/${id}/read`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, isRead: true, description: 'Notification 1' });
    }
    const list = (await (await as()).get('/api/notifications?limit=1')).json();
    expect(list.unreadCount).toBe(19);
  });

  it('someone else’s id → 404, nothing changed', async () => {
    const id = ids[1]!;
    const response = await (await t.as('emery')).post(`/api/notifications/${id}/read`);
    expect(response.statusCode).toBe(404);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row!.isRead).toBe(false);
  });

  it('an id that is not a uuid → 400', async () => {
    expect((await (await as()).post('/api/notifications/42/read')).statusCode).toBe(400);
  });
});
