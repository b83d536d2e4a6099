import { createNotification } from '../../request-factories';
import { signedIn, type MatrixRow } from '../matrix-helpers';

export const NOTIFICATION_ROWS: MatrixRow[] = [
  { route: 'GET /api/notifications', url: '/api/notifications?limit=7', expected: signedIn(200) },
  // Each person's own live stream (ended at once in tests; see test-app.ts).
  { route: 'GET /api/notifications/stream', expected: signedIn(200) },
  {
    // Emery's notification: only she may mark it read; to anyone else it does not exist.
    route: 'POST /api/notifications/:id/read',
    url: async (t) => `/api/notifications/${(await createNotification(t.db)).id}/read`,
    expected: { anonymous: 401, alex: 404, blair: 404, casey: 404, drew: 404, emery: 200, peer: 404 },
  },
];
