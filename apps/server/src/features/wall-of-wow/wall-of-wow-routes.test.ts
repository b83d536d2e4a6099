import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallOfWow } from '../../db/schema';
import { createWallOfWow } from '../../../test/dashboard-factories';
import { createEmployee } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/wall-of-wow/current', () => {
  it('answers null before the first month', async () => {
    const response = await (await t.as('emery')).get('/api/wall-of-wow/current');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ wallOfWow: null });
  });

  it('gives the latest month, with the winner’s name and the picture’s address', async () => {
    const winner = await createEmployee(t.db, { firstName: 'Robin', lastName: 'Vasquez' });
    await createWallOfWow(t.db, { month: '2026-01-01', nominatedBy: 'Someone Earlier' });
    const latest = await createWallOfWow(t.db, {
      month: '2026-03-01',
      winnerId: winner.id,
      nominatedBy: 'Drew Okafor',
      value: 'Customer First',
      imageName: 'star.svg',
    });
    await createWallOfWow(t.db, { month: '2026-02-01' });
    const response = await (await t.as('emery')).get('/api/wall-of-wow/current');
    expect(response.json()).toEqual({
      wallOfWow: {
        id: latest.id,
        month: '2026-03-01',
        winner: { id: winner.id, name: 'Robin Vasquez' },
        nominatedBy: 'Drew Okafor',
        value: 'Customer First',
        valueFr: '',
        imageUrl: '/wall-of-wow/star.svg',
      },
    });
  });

  it('keeps next month’s entry for next month', async () => {
    const current = (await (await t.as('emery')).get('/api/wall-of-wow/current')).json();
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const ahead = await createWallOfWow(t.db, { month: nextMonth.toISOString().slice(0, 10) });
    const after = (await (await t.as('emery')).get('/api/wall-of-wow/current')).json();
    expect(after.wallOfWow.id).toBe(current.wallOfWow.id);
    await t.db.delete(wallOfWow).where(eq(wallOfWow.id, ahead.id));
  });

  it('refuses a month that is not a first day, or a picture name that is a path', async () => {
    const winner = await createEmployee(t.db);
    await expect(createWallOfWow(t.db, { month: '2026-04-15', winnerId: winner.id })).rejects.toThrow();
    await expect(
      createWallOfWow(t.db, { month: '2026-05-01', winnerId: winner.id, imageName: '../secret.svg' }),
    ).rejects.toThrow();
    expect((await t.db.select().from(wallOfWow)).map((row) => row.month).sort()).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });

  it('is for signed-in people only', async () => {
    expect((await t.anonymous().get('/api/wall-of-wow/current')).statusCode).toBe(401);
  });
});
