import { everyone, signedIn, type MatrixRow } from '../matrix-helpers';

/** Portal Metrics (spec §6): everyone signed in reports page views; ELT and Admin read. */
const eltOrAdmin = (status: number) => ({ ...everyone(403), anonymous: 401, alex: status, blair: status });

export const PORTAL_METRICS_ROWS: MatrixRow[] = [
  { route: 'POST /api/portal-metrics/page-views', body: { path: '/' }, expected: signedIn(200) },
  { route: 'GET /api/portal-metrics', expected: eltOrAdmin(200) },
  { route: 'GET /api/portal-metrics/visitors', expected: eltOrAdmin(200) },
  { route: 'GET /api/portal-metrics/visitors/export.csv', expected: eltOrAdmin(200) },
];
