import type { MatrixRow } from '../matrix-helpers';

/** The HR import is HR's (Casey) and Admins' (Alex); an empty file is refused with 400. */
const hrAndAdmin = (status: number) => ({
  anonymous: 401,
  alex: status,
  blair: 403,
  casey: status,
  drew: 403,
  emery: 403,
  peer: 403,
});

export const HR_IMPORT_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/hr-import/:kind/check',
    url: '/api/hr-import/employees/check',
    body: { csv: '' },
    expected: hrAndAdmin(400),
  },
  {
    route: 'POST /api/hr-import/:kind/apply',
    url: '/api/hr-import/employees/apply',
    body: { csv: '', fileHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
    expected: hrAndAdmin(400),
  },
];
