import type { MatrixRow } from '../matrix-helpers';

/** People Metrics is for those with someone in view besides themselves: Emery has nobody. */
const peopleMetrics = (status: number) => ({
  anonymous: 401,
  alex: status,
  blair: status,
  casey: status,
  drew: status,
  emery: 403,
  peer: 403,
});

export const PEOPLE_METRICS_TIME_AWAY_ROWS: MatrixRow[] = [
  { route: 'GET /api/people-metrics/time-away', expected: peopleMetrics(200) },
  { route: 'GET /api/people-metrics/time-away/export.csv', expected: peopleMetrics(200) },
];
