import { approvalSubstitutions } from '../../../src/db/schema';
import { demoId } from '../../../src/reference-data/demo-ids';
import { PERSONAS } from '../../../src/reference-data/personas';
import type { TestApp } from '../../test-app';
import { dayFromToday } from '../../test-days';
import { everyone, signedIn, type MatrixRow } from '../matrix-helpers';

/**
 * Substitute approvers (decision 044): everyone sets their own under the profile; Admins set
 * anyone's. The substitute in every body is the CEO, who is none of the callers.
 */
const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, alex: status });
const today = dayFromToday(0);
const range = { substituteId: demoId('employee:000001'), from: today, to: today };
/** A range of Drew's, stored afresh for each call. */
const drewsRange = (prefix: string) => async (t: TestApp) => {
  const [row] = await t.db
    .insert(approvalSubstitutions)
    .values({ personId: PERSONAS.drew.id, substituteId: PERSONAS.blair.id, firstDay: today, lastDay: today })
    .returning();
  return `${prefix}/${row!.id}`;
};

export const SUBSTITUTE_ROWS: MatrixRow[] = [
  { route: 'GET /api/profile/substitutes', expected: signedIn(200) },
  // Each caller sets one range for themselves; none of them is the CEO.
  { route: 'POST /api/profile/substitutes', body: range, expected: signedIn(201) },
  {
    route: 'DELETE /api/profile/substitutes/:id',
    url: drewsRange('/api/profile/substitutes'),
    expected: { ...everyone(404), anonymous: 401, drew: 204 },
  },
  {
    route: 'GET /api/admin/substitutes',
    url: '/api/admin/substitutes?search=a&sort=person',
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/substitutes',
    body: { ...range, personId: PERSONAS.casey.id, from: '2099-01-01', to: '2099-01-02' },
    expected: adminOnly(201),
  },
  {
    route: 'DELETE /api/admin/substitutes/:id',
    url: drewsRange('/api/admin/substitutes'),
    expected: adminOnly(204),
  },
];
