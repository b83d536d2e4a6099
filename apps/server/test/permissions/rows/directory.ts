import { PERSONAS } from '../../../src/reference-data/personas';
import { signedIn, type MatrixRow } from '../matrix-helpers';

/** The Employee Directory and profile views are open to everyone signed in (decision 029). */
export const DIRECTORY_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/employees/directory',
    url: '/api/employees/directory?search=operations&department=Operations&sort=name&page=1',
    expected: signedIn(200),
  },
  { route: 'GET /api/employees/departments', expected: signedIn(200) },
  {
    route: 'GET /api/employees/:id/profile',
    url: `/api/employees/${PERSONAS.blair.id}/profile`,
    expected: signedIn(200),
  },
];
