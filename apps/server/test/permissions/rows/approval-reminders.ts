import { holidays } from '../../../src/db/schema';
import type { TestApp } from '../../test-app';
import { everyone, type MatrixRow } from '../matrix-helpers';

/** The approval reminders' administration: Admins only. */
const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, alex: status });
let nextDay = 1;
/** A fresh holiday per call, so each caller's attempt finds one to delete. */
const holidayUrl = async (t: TestApp) => {
  const day = `2031-01-${String(nextDay++ % 28 || 28).padStart(2, '0')}`;
  await t.db.insert(holidays).values({ day, name: 'Matrix holiday' }).onConflictDoNothing();
  return `/api/admin/approval-reminders/holidays/${day}`;
};

export const APPROVAL_REMINDER_ROWS: MatrixRow[] = [
  { route: 'GET /api/admin/approval-reminders', expected: adminOnly(200) },
  {
    route: 'PATCH /api/admin/approval-reminders/settings',
    body: { remindAfterWorkingDays: 3, escalateAfterWorkingDays: 7 },
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/approval-reminders/holidays',
    body: { day: '2032-02-02', name: 'Matrix holiday' },
    expected: adminOnly(201),
  },
  { route: 'POST /api/admin/approval-reminders/run', expected: adminOnly(200) },
  { route: 'DELETE /api/admin/approval-reminders/holidays/:day', url: holidayUrl, expected: adminOnly(204) },
];
