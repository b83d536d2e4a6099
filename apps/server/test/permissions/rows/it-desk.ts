import { demoRequestId } from '../../../src/features/demo-seed/persona-requests';
import type { MatrixRow } from '../matrix-helpers';

/** The IT desk is for Admins (Alex) only; the calls change nothing the other rows rely on. */
const adminOnly = (status: number) => ({
  anonymous: 401,
  alex: status,
  blair: 403,
  casey: 403,
  drew: 403,
  emery: 403,
});

export const IT_DESK_ROWS: MatrixRow[] = [
  { route: 'GET /api/it-desk/staff', expected: adminOnly(200) },
  {
    // An empty change: allowed, and nothing moves.
    route: 'PATCH /api/requests/:id/fulfilment',
    url: `/api/requests/${demoRequestId('emery-dock')}/fulfilment`,
    body: {},
    expected: adminOnly(200),
  },
  {
    // Saved, not sent: the brief keeps waiting for its estimate.
    route: 'PUT /api/requests/:id/estimate',
    url: `/api/requests/${demoRequestId('emery-shipment-brief')}/estimate`,
    body: { hours: 10, rate: 100 },
    expected: adminOnly(200),
  },
];
