import { signedIn, type MatrixRow } from '../matrix-helpers';

export const WALL_OF_WOW_ROWS: MatrixRow[] = [
  { route: 'GET /api/wall-of-wow/current', expected: signedIn(200) },
];
