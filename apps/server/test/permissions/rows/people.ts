import { PERSONAS } from '../../../src/reference-data/personas';
import { signedIn, type MatrixRow } from '../matrix-helpers';

/** Anyone signed in finds colleagues and reads their About Me and direct reports. */
export const PEOPLE_ROWS: MatrixRow[] = [
  { route: 'GET /api/employees', url: '/api/employees?search=drew&page=1', expected: signedIn(200) },
  {
    route: 'GET /api/employees/:id/about',
    url: `/api/employees/${PERSONAS.drew.id}/about`,
    expected: signedIn(200),
  },
];
