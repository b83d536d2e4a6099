import { signedIn, type MatrixRow } from '../matrix-helpers';

/** Guided tours: each person reads and changes only their own record. */
export const TOUR_ROWS: MatrixRow[] = [
  { route: 'GET /api/tours', expected: signedIn(200) },
  { route: 'PATCH /api/tours', body: { dashboard: true }, expected: signedIn(200) },
];
