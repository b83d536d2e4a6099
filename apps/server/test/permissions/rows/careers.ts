import { signedIn, type MatrixRow } from '../matrix-helpers';

export const CAREER_ROWS: MatrixRow[] = [
  { route: 'GET /api/job-openings', url: '/api/job-openings?page=1', expected: signedIn(200) },
];
