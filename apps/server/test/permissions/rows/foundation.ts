import { PERSONAS } from '../../../src/reference-data/personas';
import { everyone, signedIn, type MatrixRow } from '../matrix-helpers';

/** Operations, documents, the web app, identity, profile and layout. */
export const FOUNDATION_ROWS: MatrixRow[] = [
  // Operations and the public documents.
  { route: 'GET /healthz', expected: everyone(200) },
  { route: 'GET /readyz', expected: everyone(200) },
  { route: 'GET /api/public-config', expected: everyone(200) },
  { route: 'GET /api/docs', expected: everyone(200) },
  { route: 'GET /api/docs/json', expected: everyone(200) },
  { route: 'GET /api/docs/yaml', expected: everyone(200) },
  { route: 'GET /api/docs/static/index.html', expected: everyone(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expected: everyone(200) },
  { route: 'GET /api/docs/static/*', url: '/api/docs/static/swagger-ui.css', expected: everyone(200) },
  // The web app: any page is the single-page app; the client decides what to show.
  { route: 'GET /*', url: '/serviceRequests', expected: everyone(200) },

  // Identity.
  { route: 'GET /auth/login', url: '/auth/login?next=/profile', expected: everyone(302) },
  { route: 'GET /auth/callback', url: '/auth/callback?code=x&state=y', expected: everyone(302) },
  { route: 'POST /auth/logout', expected: everyone(200) },
  { route: 'GET /api/me', expected: signedIn(200) },

  // Profile.
  { route: 'GET /api/profile', expected: signedIn(200) },
  {
    route: 'PATCH /api/profile',
    body: { title: 'Analyst', department: 'Operations', birthdate: '1990-04-12', aboutMe: 'Hello there.' },
    expected: signedIn(200),
  },
  {
    route: 'GET /api/employees/:id/photo',
    url: `/api/employees/${PERSONAS.emery.id}/photo`,
    expected: signedIn(200),
  },

  // Loading screen and layout.
  { route: 'GET /api/quotes/random', expected: signedIn(200) },
];
