import { eq } from 'drizzle-orm';
import { businessUnits } from '../../../src/db/schema';
import { PERSONAS } from '../../../src/reference-data/personas';
import { createBusinessUnit } from '../../org-chart-factories';
import type { TestApp } from '../../test-app';
import type { MatrixRow } from '../matrix-helpers';

/** Business units are people data: Admins (Alex) and HR (Casey) manage them. */
const adminAndHr = (status: number) => ({
  anonymous: 401,
  alex: status,
  blair: 403,
  casey: status,
  drew: 403,
  emery: 403,
  peer: 403,
});

const NEW_UNIT = 'Matrix Unit';
/** Each caller meets the same state: the unit an earlier caller added is gone again. */
const createUrl = async (t: TestApp) => {
  await t.db.delete(businessUnits).where(eq(businessUnits.name, NEW_UNIT));
  return '/api/admin/business-units';
};
/** A fresh unit nobody works in but its leader, whose department is another. */
const unitUrl = async (t: TestApp) =>
  `/api/admin/business-units/${(await createBusinessUnit(t.db, { department: 'Operations' })).unit.id}`;

export const BUSINESS_UNIT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/admin/business-units',
    url: '/api/admin/business-units?search=a&sort=leader',
    expected: adminAndHr(200),
  },
  {
    route: 'POST /api/admin/business-units',
    url: createUrl,
    body: { name: NEW_UNIT, leaderId: PERSONAS.drew.id },
    expected: adminAndHr(201),
  },
  {
    route: 'PATCH /api/admin/business-units/:id',
    url: unitUrl,
    body: { leaderId: PERSONAS.drew.id },
    expected: adminAndHr(200),
  },
  { route: 'DELETE /api/admin/business-units/:id', url: unitUrl, expected: adminAndHr(204) },
];
