import { type MatrixRow } from '../matrix-helpers';

/** The month before the current one, 'YYYY-MM': always a past month with headcount. */
const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

/**
 * People Metrics (spec §6): people whose people view holds someone besides themselves —
 * ELT, HR and Admin, and managers such as Drew. Emery has nobody reporting to her.
 */
const peopleMetrics = (status: number) => ({
  anonymous: 401,
  alex: status,
  blair: status,
  casey: status,
  drew: status,
  emery: 403,
  peer: 403,
});

export const PEOPLE_METRICS_ROWS: MatrixRow[] = [
  { route: 'GET /api/people-metrics/headcount', expected: peopleMetrics(200) },
  {
    route: 'GET /api/people-metrics/headcount/:month',
    url: async () => `/api/people-metrics/headcount/${lastMonth()}`,
    expected: peopleMetrics(200),
  },
];
