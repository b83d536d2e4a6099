import { PERSONAS } from '../../../src/reference-data/personas';
import { createQuickLink } from '../../quick-link-factories';
import { signedIn, type MatrixRow } from '../matrix-helpers';

const link = { label: 'Matrix link', url: 'matrix.example.com', icon: 'IconLink', iconColor: '#1c7ed6' };

/** The Corporate-link refusals (403 for all but Admins) are in quick-link-routes.test.ts: the matrix holds one row a route. */
export const QUICK_LINK_ROWS: MatrixRow[] = [
  { route: 'GET /api/quick-links/corporate', expected: signedIn(200) },
  { route: 'GET /api/quick-links', url: '/api/quick-links?search=example', expected: signedIn(200) },
  { route: 'POST /api/quick-links', body: link, expected: signedIn(201) },
  {
    // Emery's link: only she may change it; to anyone else it does not exist.
    route: 'PATCH /api/quick-links/:id',
    url: async (t) =>
      `/api/quick-links/${(await createQuickLink(t.db, { employeeId: PERSONAS.emery.id })).id}`,
    body: link,
    expected: { anonymous: 401, alex: 404, blair: 404, casey: 404, drew: 404, emery: 200, peer: 404 },
  },
  {
    route: 'DELETE /api/quick-links/:id',
    url: async (t) =>
      `/api/quick-links/${(await createQuickLink(t.db, { employeeId: PERSONAS.emery.id })).id}`,
    expected: { anonymous: 401, alex: 404, blair: 404, casey: 404, drew: 404, emery: 200, peer: 404 },
  },
];
