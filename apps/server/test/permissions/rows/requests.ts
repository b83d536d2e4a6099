import { demoRequestId } from '../../../src/features/demo-seed/persona-requests';
import { categoryIdOf, DREW_PROJECT_ID } from '../../../src/features/demo-seed/request-catalogue';
import { signedIn, type MatrixRow } from '../matrix-helpers';

/**
 * IT requests: pickers, lists, one request, approvals and ranking. Rows that change data use
 * a seeded request of their own, and the caller allowed to change it comes last or changes it
 * in a way that leaves the other callers' answers the same.
 */
const supportBody = {
  type: 'Support Request',
  category: categoryIdOf('Support Request', 'Hardware'),
  priority: '2 - Medium',
  neededBy: '2099-12-31',
  description: 'Laptop will not charge on the docking station',
  requestDetails: 'The dock at desk 14 no longer charges my laptop.',
};
const request = (key: Parameters<typeof demoRequestId>[0], suffix = '') =>
  `/api/requests/${demoRequestId(key)}${suffix}`;

/** Emery's purchase waiting for Drew: seen by its parties, its approvers and Admins. */
const visibleToPartiesApproversAndAdmins = {
  anonymous: 401,
  alex: 200,
  blair: 404,
  casey: 404,
  drew: 200,
  emery: 200,
};

export const REQUEST_ROWS: MatrixRow[] = [
  // The form's pickers.
  {
    route: 'GET /api/request-categories',
    url: '/api/request-categories?type=Support%20Request',
    expected: signedIn(200),
  },
  { route: 'GET /api/projects', url: '/api/projects?search=prj', expected: signedIn(200) },
  { route: 'GET /api/projects/:id', url: `/api/projects/${DREW_PROJECT_ID}`, expected: signedIn(200) },
  { route: 'GET /api/people', url: '/api/people?search=okafor', expected: signedIn(200) },

  // Lists: the Projects tab is ELT's, the IT desk queue Admins'.
  {
    route: 'GET /api/requests',
    url: '/api/requests?view=projects',
    expected: { anonymous: 401, alex: 403, blair: 200, casey: 403, drew: 403, emery: 403 },
  },
  { route: 'GET /api/requests/summary', expected: signedIn(200) },
  {
    route: 'GET /api/requests/export.csv',
    url: '/api/requests/export.csv?view=desk',
    expected: { anonymous: 401, alex: 200, blair: 403, casey: 403, drew: 403, emery: 403 },
  },

  // One request.
  { route: 'POST /api/requests', body: supportBody, expected: signedIn(201) },
  {
    route: 'GET /api/requests/:id',
    url: request('emery-scanner-purchase'),
    expected: visibleToPartiesApproversAndAdmins,
  },
  {
    route: 'PATCH /api/requests/:id',
    url: request('emery-dock'),
    body: supportBody,
    expected: { anonymous: 401, alex: 403, blair: 404, casey: 404, drew: 404, emery: 200 },
  },
  {
    route: 'DELETE /api/requests/:id',
    url: request('emery-printer-hold'),
    expected: { anonymous: 401, alex: 403, blair: 404, casey: 404, drew: 404, emery: 204 },
  },

  // Approvals and ranking.
  {
    route: 'POST /api/requests/:id/approvals',
    url: request('team-tablet-purchase', '/approvals'),
    body: { step: 'purchase', decision: 'Approved', notes: 'Approved for the yard.' },
    expected: { anonymous: 401, alex: 403, blair: 404, casey: 404, drew: 200, emery: 404 },
  },
  {
    route: 'GET /api/requests/:id/approvals',
    url: request('emery-scanner-purchase', '/approvals'),
    expected: visibleToPartiesApproversAndAdmins,
  },
  {
    route: 'PATCH /api/requests/:id/rank',
    url: request('approved-telematics', '/rank'),
    body: { rank: '3' },
    expected: { anonymous: 401, alex: 200, blair: 403, casey: 403, drew: 403, emery: 403 },
  },
];
