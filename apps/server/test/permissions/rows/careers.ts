import { createJobOpening, daysAgo } from '../../dashboard-factories';
import { everyone, signedIn, type MatrixRow } from '../matrix-helpers';
import type { TestApp } from '../../test-app';

/** Job Opportunities: everyone reads them; only Admins manage them (docs/administration.md). */
const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, alex: status });

const opening = {
  jobTitle: 'Matrix Opening',
  jobDetailsUrl: 'https://careers.example.com/jobs/1',
  applyUrl: 'https://careers.example.com/jobs/1/apply',
  datePosted: daysAgo(0),
  city: 'Toronto',
  state: 'ON',
  country: 'Canada',
};
const openingUrl = async (t: TestApp) => `/api/admin/job-openings/${(await createJobOpening(t.db)).id}`;

export const CAREER_ROWS: MatrixRow[] = [
  { route: 'GET /api/job-openings', url: '/api/job-openings?page=1', expected: signedIn(200) },
  {
    route: 'GET /api/admin/job-openings',
    url: '/api/admin/job-openings?sort=city&search=a',
    expected: adminOnly(200),
  },
  { route: 'GET /api/admin/job-openings/:id', url: openingUrl, expected: adminOnly(200) },
  { route: 'POST /api/admin/job-openings', body: opening, expected: adminOnly(201) },
  { route: 'PATCH /api/admin/job-openings/:id', url: openingUrl, body: opening, expected: adminOnly(200) },
  { route: 'DELETE /api/admin/job-openings/:id', url: openingUrl, expected: adminOnly(204) },
];
