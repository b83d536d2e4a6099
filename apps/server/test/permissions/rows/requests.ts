import { categoryIdOf, DREW_PROJECT_ID } from '../../../src/reference-data/request-catalogue';
import { createRequest, type RequestOverrides } from '../../request-factories';
import type { TestApp } from '../../test-app';
import { signedIn, type MatrixRow } from '../matrix-helpers';

/**
 * IT requests: pickers, lists, one request, approvals and ranking. Every call gets a request
 * of its own, made fresh by the factories, so the order of calls does not matter.
 */
const supportBody = {
  type: 'Support Request',
  category: categoryIdOf('Support Request', 'Hardware'),
  priority: '2 - Medium',
  neededBy: '2099-12-31',
  description: 'Laptop will not charge on the docking station',
  requestDetails: 'The dock at desk 14 no longer charges my laptop.',
};
const request =
  (overrides: RequestOverrides, suffix = '') =>
  async (t: TestApp) =>
    `/api/requests/${(await createRequest(t.db, overrides)).id}${suffix}`;
/** Emery's purchase, waiting for Drew. */
const waitingPurchase: RequestOverrides = { type: 'Purchase Request' };

/** Emery's purchase waiting for Drew: seen by its parties, its approvers and Admins. */
const visibleToPartiesApproversAndAdmins = {
  anonymous: 401,
  alex: 200,
  blair: 404,
  casey: 404,
  drew: 200,
  emery: 200,
  peer: 404,
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
    expected: { anonymous: 401, alex: 403, blair: 200, casey: 403, drew: 403, emery: 403, peer: 403 },
  },
  { route: 'GET /api/requests/summary', expected: signedIn(200) },
  {
    route: 'GET /api/requests/export.csv',
    url: '/api/requests/export.csv?view=desk',
    expected: { anonymous: 401, alex: 200, blair: 403, casey: 403, drew: 403, emery: 403, peer: 403 },
  },

  // One request.
  { route: 'POST /api/requests', body: supportBody, expected: signedIn(201) },
  {
    route: 'GET /api/requests/:id',
    url: request(waitingPurchase),
    expected: visibleToPartiesApproversAndAdmins,
  },
  {
    route: 'PATCH /api/requests/:id',
    url: request({}),
    body: supportBody,
    expected: { anonymous: 401, alex: 403, blair: 404, casey: 404, drew: 404, emery: 200, peer: 404 },
  },
  {
    route: 'DELETE /api/requests/:id',
    url: request({ status: 'On Hold' }),
    expected: { anonymous: 401, alex: 403, blair: 404, casey: 404, drew: 404, emery: 204, peer: 404 },
  },

  // Approvals and ranking.
  {
    route: 'POST /api/requests/:id/approvals',
    url: request(waitingPurchase, '/approvals'),
    body: { step: 'purchase', decision: 'Approved', notes: 'Approved for the yard.' },
    expected: { anonymous: 401, alex: 403, blair: 404, casey: 404, drew: 200, emery: 403, peer: 404 },
  },
  {
    route: 'GET /api/requests/:id/approvals',
    url: request(waitingPurchase, '/approvals'),
    expected: visibleToPartiesApproversAndAdmins,
  },
  {
    route: 'PATCH /api/requests/:id/rank',
    url: request({ type: 'Project Brief', status: 'Assigned' }, '/rank'),
    body: { rank: '3' },
    expected: { anonymous: 401, alex: 200, blair: 403, casey: 403, drew: 403, emery: 403, peer: 403 },
  },
];
