import {
  HOLIDAY_EXISTS_MESSAGE,
  HOLIDAY_NOT_FOUND_MESSAGE,
} from '@portico/domain/approvals/reminder-settings';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, holidays } from '../../db/schema';
import { createSite } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000517e';
const holidaysUrl = (siteId: string) => `/api/admin/sites/${siteId}/holidays`;
const stored = async () => ({
  holidays: (await t.db.select({ n: count() }).from(holidays))[0]!.n,
  audits: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
});

describe('a site’s holidays', () => {
  it('are the site’s own: added, listed by day, deleted, each change logged with the site’s name', async () => {
    const doha = await createSite(t.db, { name: 'Holiday Doha' });
    const other = await createSite(t.db, { name: 'Holiday Elsewhere' });
    const alex = await t.as('alex');
    expect((await alex.get(holidaysUrl(doha.id))).json()).toEqual({
      site: { id: doha.id, name: 'Holiday Doha' },
      items: [],
    });

    const national = await alex.post(holidaysUrl(doha.id), { day: '2031-12-18', name: ' National Day ' });
    expect(national.statusCode).toBe(201);
    expect(national.json()).toEqual({ day: '2031-12-18', name: 'National Day' });
    await alex.post(holidaysUrl(doha.id), { day: '2031-02-11', name: 'Sports Day' });
    // The same day on another site's calendar, and on the portal's own, is theirs.
    expect((await alex.post(holidaysUrl(other.id), { day: '2031-12-18', name: 'Other' })).statusCode).toBe(
      201,
    );
    expect(
      (await alex.post('/api/admin/approval-reminders/holidays', { day: '2031-12-18', name: 'Portal' }))
        .statusCode,
    ).toBe(201);

    expect((await alex.get(holidaysUrl(doha.id))).json().items).toEqual([
      { day: '2031-02-11', name: 'Sports Day' },
      { day: '2031-12-18', name: 'National Day' },
    ]);
    expect((await alex.get(holidaysUrl(other.id))).json().items).toEqual([
      { day: '2031-12-18', name: 'Other' },
    ]);
    expect((await alex.get('/api/admin/approval-reminders')).json().holidays).toEqual([
      { day: '2031-12-18', name: 'Portal' },
    ]);

    expect((await alex.delete(`${holidaysUrl(doha.id)}/2031-12-18`)).statusCode).toBe(204);
    expect((await alex.get(holidaysUrl(doha.id))).json().items).toEqual([
      { day: '2031-02-11', name: 'Sports Day' },
    ]);
    expect((await alex.get(holidaysUrl(other.id))).json().items).toHaveLength(1);

    const log = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'holiday'), eq(auditLog.entityId, '2031-12-18')))
      .orderBy(auditLog.at);
    expect(log.map((entry) => [entry.action, entry.entityLabel, entry.before, entry.after])).toEqual([
      ['create', 'Holiday Doha: 2031-12-18 National Day', null, { day: '2031-12-18', name: 'National Day' }],
      ['create', 'Holiday Elsewhere: 2031-12-18 Other', null, { day: '2031-12-18', name: 'Other' }],
      ['create', '2031-12-18 Portal', null, { day: '2031-12-18', name: 'Portal' }],
      ['delete', 'Holiday Doha: 2031-12-18 National Day', { day: '2031-12-18', name: 'National Day' }, null],
    ]);
  });

  it('refuses a day the site already keeps (409), and a holiday it does not keep (404)', async () => {
    const site = await createSite(t.db);
    const alex = await t.as('alex');
    await alex.post(holidaysUrl(site.id), { day: '2031-05-01', name: 'Labour Day' });
    const before = await stored();
    const twice = await alex.post(holidaysUrl(site.id), { day: '2031-05-01', name: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.day).toEqual([HOLIDAY_EXISTS_MESSAGE]);
    const missing = await alex.delete(`${holidaysUrl(site.id)}/2031-05-02`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(HOLIDAY_NOT_FOUND_MESSAGE);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['no day', { name: 'Eid' }, 'day', 'Required'],
    ['a day that does not exist', { day: '2031-02-30', name: 'Eid' }, 'day', 'Enter a valid date'],
    ['no name', { day: '2031-03-20', name: '  ' }, 'name', 'Required'],
    ['a name of 101', { day: '2031-03-20', name: 'x'.repeat(101) }, 'name', 'Must be 100 characters or less'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, body, field, message) => {
    const site = await createSite(t.db);
    const before = await stored();
    const response = await (await t.as('alex')).post(holidaysUrl(site.id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await stored()).toEqual(before);
  });

  it('are 404 for a site that does not exist, and 400 for an id or day that is not one', async () => {
    const alex = await t.as('alex');
    for (const response of [
      await alex.get(holidaysUrl(UNKNOWN_ID)),
      await alex.post(holidaysUrl(UNKNOWN_ID), { day: '2031-01-01', name: 'New Year' }),
      await alex.delete(`${holidaysUrl(UNKNOWN_ID)}/2031-01-01`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('The site was not found.');
    }
    expect((await alex.get('/api/admin/sites/doha/holidays')).statusCode).toBe(400);
    const site = await createSite(t.db);
    expect((await alex.delete(`${holidaysUrl(site.id)}/christmas`)).statusCode).toBe(400);
  });

  it('are refused to HR and everyone else before the body is read', async () => {
    const site = await createSite(t.db);
    for (const caller of ['casey', 'blair', 'emery'] as const) {
      const response = await (await t.as(caller)).post(holidaysUrl(site.id), { day: 'soon' });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Only Admins can manage sites.');
    }
  });
});
