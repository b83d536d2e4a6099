import { createRequest } from '../../request-factories';
import type { MatrixRow } from '../matrix-helpers';

/** The IT desk is for its staff and Admins: Alex (Admin) only, among the personas. */
const deskOnly = (status: number) => ({
  anonymous: 401,
  alex: status,
  blair: 403,
  casey: 403,
  drew: 403,
  emery: 403,
  peer: 403,
});

export const IT_DESK_ROWS: MatrixRow[] = [
  { route: 'GET /api/it-desk/staff', expected: deskOnly(200) },
  {
    // An empty change: allowed, and nothing moves.
    route: 'PATCH /api/requests/:id/fulfilment',
    url: async (t) => `/api/requests/${(await createRequest(t.db)).id}/fulfilment`,
    body: {},
    expected: deskOnly(200),
  },
  {
    // Saved, not sent: the brief keeps waiting for its estimate.
    route: 'PUT /api/requests/:id/estimate',
    url: async (t) =>
      `/api/requests/${(await createRequest(t.db, { type: 'Project Brief', status: 'Pending Estimate' })).id}/estimate`,
    body: { hours: 10, rate: 100 },
    expected: deskOnly(200),
  },
];
