import { demoId } from '../../../src/features/demo-seed/demo-ids';
import { signedIn, type MatrixRow } from '../matrix-helpers';

/** Emery's seeded "assigned" notification: only she may mark it read; to anyone else it does not exist. */
const emerysNotification = demoId('notification:emery-vpn:IT request assigned');

export const NOTIFICATION_ROWS: MatrixRow[] = [
  { route: 'GET /api/notifications', url: '/api/notifications?limit=7', expected: signedIn(200) },
  {
    route: 'POST /api/notifications/:id/read',
    url: `/api/notifications/${emerysNotification}/read`,
    expected: { anonymous: 401, alex: 404, blair: 404, casey: 404, drew: 404, emery: 200 },
  },
];
