import { signedIn, type MatrixRow } from '../matrix-helpers';

/** A person's language (issue 30): each signed-in person sets their own, and no one else's. */
export const LANGUAGE_ROWS: MatrixRow[] = [
  { route: 'PUT /api/me/language', body: { language: 'en-CA' }, expected: signedIn(204) },
];
