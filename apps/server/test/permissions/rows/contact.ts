import { everyone, signedIn, type MatrixRow } from '../matrix-helpers';

export const CONTACT_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/contact-messages',
    body: { subject: 'Matrix', message: '<p>A message for the portal team.</p>' },
    expected: signedIn(201),
  },
  // Only Admins read what was sent to the portal team.
  {
    route: 'GET /api/contact-messages',
    expected: { ...everyone(403), anonymous: 401, alex: 200 },
  },
];
