import { eq } from 'drizzle-orm';
import { businessUnits } from '../../../src/db/schema';
import type { TestApp } from '../../test-app';
import { signedIn, type MatrixRow } from '../matrix-helpers';

const operationsChart = async (t: TestApp) => {
  const [unit] = await t.db.select().from(businessUnits).where(eq(businessUnits.name, 'Operations'));
  return `/api/org-charts/departments/${unit!.id}`;
};

/** Every signed-in employee reads every department's chart (decision 028). */
export const ORG_CHART_ROWS: MatrixRow[] = [
  { route: 'GET /api/org-charts/departments', expected: signedIn(200) },
  { route: 'GET /api/org-charts/departments/:id', url: operationsChart, expected: signedIn(200) },
  { route: 'GET /api/org-charts/search', url: '/api/org-charts/search?name=drew', expected: signedIn(200) },
];
