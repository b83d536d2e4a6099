import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReads, notifications } from '../../db/schema';
import { notifyEveryone, notifyPeople } from '../../lib/notifications';
import { createEmployee } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let veteranId: string;
let colleagueId: string;
let newcomerId: string;
let announcementId: string;

/**
 * One announcement to everyone, made in 2025, and a personal notification for the veteran.
 * The newcomer was hired after the announcement.
 */
beforeAll(async () => {
  t = await buildTestApp();
  veteranId = (await createEmployee(t.db, { hireDate: '2019-03-04' })).id;
  colleagueId = (await createEmployee(t.db, { hireDate: '2021-05-10' })).id;
  newcomerId = (await createEmployee(t.db, { hireDate: '2026-01-05' })).id;
  await notifyEveryone(t.db, {
    type: 'New Announcement',
    description: 'Summer barbecue at every site',
    at: new Date('2025-06-01T09:00:00Z'),
  });
  await notifyPeople(t.db, [veteranId], {
    type: 'IT request updated',
    description: 'Your laptop is ready',
    at: new Date('2025-07-01T09:00:00Z'),
  });
  const [row] = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.description, 'Summer barbecue at every site'));
  announcementId = row!.id;
});
afterAll(() => t.close());

const listOf = async (employeeId: string) =>
  (await (await t.asEmployee(employeeId)).get('/api/notifications')).json();

describe('notifications sent to everyone', () => {
  it('are stored once, not once per employee', async () => {
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.description, 'Summer barbecue at every site'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.employeeId).toBeNull();
  });

  it('appear, unread, to everyone hired before they were sent, beside personal ones', async () => {
    const veteran = await listOf(veteranId);
    expect(veteran.items.map((item: { description: string }) => item.description)).toEqual([
      'Your laptop is ready',
      'Summer barbecue at every site',
    ]);
    expect(veteran).toMatchObject({ total: 2, unreadCount: 2 });
    expect(await listOf(colleagueId)).toMatchObject({ total: 1, unreadCount: 1 });
  });

  it('do not greet a newcomer with what was sent before they joined', async () => {
    expect(await listOf(newcomerId)).toMatchObject({ total: 0, unreadCount: 0, items: [] });
    const response = await (await t.asEmployee(newcomerId)).post(`/api/notifications/${announcementId}/read`);
    expect(response.statusCode).toBe(404);
  });

  it('are read per person: one reader does not read it for the others', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await (
        await t.asEmployee(veteranId)
      ).post(`/api/notifications/${announcementId}/read`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: announcementId, isRead: true });
    }
    expect(await listOf(veteranId)).toMatchObject({ total: 2, unreadCount: 1 });
    expect(await listOf(colleagueId)).toMatchObject({ total: 1, unreadCount: 1 });
    const reads = await t.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.notificationId, announcementId));
    expect(reads.map((read) => read.employeeId)).toEqual([veteranId]);
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, announcementId));
    expect(stored!.isRead).toBe(false);
  });
});
