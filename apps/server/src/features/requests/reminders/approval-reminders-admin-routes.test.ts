import {
  AT_LEAST_ONE_DAY_MESSAGE,
  ESCALATE_AFTER_REMIND_MESSAGE,
  HOLIDAY_EXISTS_MESSAGE,
  HOLIDAY_NOT_FOUND_MESSAGE,
  WHOLE_DAYS_MESSAGE,
} from '@portico/domain/approvals/reminder-settings';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, holidays, reminderSettings } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../../test/test-app';
import { APPROVAL_REMINDERS_ADMIN_REFUSED } from './approval-reminders-admin-routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function stored() {
  const [settings] = await t.db.select({ n: count() }).from(reminderSettings);
  const [days] = await t.db.select({ n: count() }).from(holidays);
  const [audits] = await t.db.select({ n: count() }).from(auditLog);
  return { settings: settings!.n, holidays: days!.n, audits: audits!.n };
}

describe('the approval reminders administration', () => {
  it('shows the defaults (3 and 7) until an Admin changes them; the change is logged once', async () => {
    const alex = await t.as('alex');
    expect((await alex.get('/api/admin/approval-reminders')).json()).toEqual({
      settings: { remindAfterWorkingDays: 3, escalateAfterWorkingDays: 7 },
      holidays: [],
    });
    const saved = await alex.patch('/api/admin/approval-reminders/settings', {
      remindAfterWorkingDays: 2,
      escalateAfterWorkingDays: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ remindAfterWorkingDays: 2, escalateAfterWorkingDays: 5 });
    // Saved unchanged: nothing to log.
    await alex.patch('/api/admin/approval-reminders/settings', {
      remindAfterWorkingDays: 2,
      escalateAfterWorkingDays: 5,
    });
    expect((await alex.get('/api/admin/approval-reminders')).json().settings).toEqual({
      remindAfterWorkingDays: 2,
      escalateAfterWorkingDays: 5,
    });
    const log = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityType, ['reminder-settings']));
    expect(log.map((row) => [row.action, row.entityLabel, row.before, row.after])).toEqual([
      [
        'update',
        'Approval reminders',
        { remindAfterWorkingDays: 3, escalateAfterWorkingDays: 7 },
        { remindAfterWorkingDays: 2, escalateAfterWorkingDays: 5 },
      ],
    ]);
  });

  it.each([
    [
      { remindAfterWorkingDays: 3, escalateAfterWorkingDays: 3 },
      'escalateAfterWorkingDays',
      ESCALATE_AFTER_REMIND_MESSAGE,
    ],
    [
      { remindAfterWorkingDays: 0, escalateAfterWorkingDays: 7 },
      'remindAfterWorkingDays',
      AT_LEAST_ONE_DAY_MESSAGE,
    ],
    [
      { remindAfterWorkingDays: 1.5, escalateAfterWorkingDays: 7 },
      'remindAfterWorkingDays',
      WHOLE_DAYS_MESSAGE,
    ],
    [{ remindAfterWorkingDays: 3 }, 'escalateAfterWorkingDays', WHOLE_DAYS_MESSAGE],
  ])('refuses the settings %j with a message on the field', async (body, field, message) => {
    const alex = await t.as('alex');
    const before = await stored();
    const answer = await alex.patch('/api/admin/approval-reminders/settings', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[field]).toEqual([message]);
    expect(await stored()).toEqual(before);
  });

  it('adds and deletes holidays, by day, each change logged; a day is a holiday once', async () => {
    const alex = await t.as('alex');
    const added = await alex.post('/api/admin/approval-reminders/holidays', {
      day: '2026-12-25',
      name: '  Christmas Day ',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ day: '2026-12-25', name: 'Christmas Day' });
    await alex.post('/api/admin/approval-reminders/holidays', { day: '2026-12-24', name: 'Christmas Eve' });
    expect((await alex.get('/api/admin/approval-reminders')).json().holidays).toEqual([
      { day: '2026-12-24', name: 'Christmas Eve' },
      { day: '2026-12-25', name: 'Christmas Day' },
    ]);

    const before = await stored();
    const again = await alex.post('/api/admin/approval-reminders/holidays', {
      day: '2026-12-25',
      name: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      detail: HOLIDAY_EXISTS_MESSAGE,
      errors: { day: [HOLIDAY_EXISTS_MESSAGE] },
    });
    expect(await stored()).toEqual(before);

    expect((await alex.delete('/api/admin/approval-reminders/holidays/2026-12-24')).statusCode).toBe(204);
    const gone = await alex.delete('/api/admin/approval-reminders/holidays/2026-12-24');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(HOLIDAY_NOT_FOUND_MESSAGE);

    const log = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityType, ['holiday']))
      .orderBy(auditLog.at);
    expect(log.map((row) => [row.action, row.entityId, row.entityLabel])).toEqual([
      ['create', '2026-12-25', '2026-12-25 Christmas Day'],
      ['create', '2026-12-24', '2026-12-24 Christmas Eve'],
      ['delete', '2026-12-24', '2026-12-24 Christmas Eve'],
    ]);
  });

  it.each([
    [{ day: '2026-02-30', name: 'Nope' }, 'day'],
    [{ day: '2026-12-26', name: '   ' }, 'name'],
    [{ name: 'No day' }, 'day'],
  ])('refuses the holiday %j', async (body, field) => {
    const alex = await t.as('alex');
    const before = await stored();
    const answer = await alex.post('/api/admin/approval-reminders/holidays', body);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toContain(field);
    expect(await stored()).toEqual(before);
  });

  it('refuses a day that is not a date in the address', async () => {
    const alex = await t.as('alex');
    expect((await alex.delete('/api/admin/approval-reminders/holidays/christmas')).statusCode).toBe(400);
  });

  it('sends what is due now, once a day per step however often it is asked', async () => {
    const alex = await t.as('alex');
    const first = await alex.post('/api/admin/approval-reminders/run');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ reminded: expect.any(Number), escalated: expect.any(Number) });
    expect((await alex.post('/api/admin/approval-reminders/run')).json()).toEqual({
      reminded: 0,
      escalated: 0,
    });
    expect((await (await t.as('drew')).post('/api/admin/approval-reminders/run')).statusCode).toBe(403);
  });

  it('is for Admins only, and says so before reading the body', async () => {
    const drew = await t.as('drew');
    const answer = await drew.patch('/api/admin/approval-reminders/settings', {
      remindAfterWorkingDays: 'x',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().detail).toBe(APPROVAL_REMINDERS_ADMIN_REFUSED);
    expect((await (await t.as('anonymous')).get('/api/admin/approval-reminders')).statusCode).toBe(401);
  });
});
