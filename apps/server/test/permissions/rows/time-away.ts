import { signedIn, type MatrixRow } from '../matrix-helpers';

/** Everyone signed in reads their own time away and who in their own view is out this week. */
export const TIME_AWAY_ROWS: MatrixRow[] = [
  { route: 'GET /api/time-away/mine', expected: signedIn(200) },
  { route: 'GET /api/time-away/out', expected: signedIn(200) },
];
