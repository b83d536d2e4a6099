import { PERSONAS } from '../../../src/reference-data/personas';
import { createWallOfWow, createWallOfWowWithUpload } from '../../dashboard-factories';
import type { TestApp } from '../../test-app';
import { everyone, signedIn, type MatrixRow } from '../matrix-helpers';

/** The dashboard card and the pictures: every signed-in employee. Its administration: Admins. */
const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, alex: status });
const entryUrl = async (t: TestApp) => `/api/admin/wall-of-wow/${(await createWallOfWow(t.db)).id}`;
const entry = (month: string) => ({
  month,
  winnerId: PERSONAS.emery.id,
  nominatedBy: 'Matrix Nominator',
  value: 'Own It',
});

export const WALL_OF_WOW_ROWS: MatrixRow[] = [
  { route: 'GET /api/wall-of-wow/current', expected: signedIn(200) },
  {
    route: 'GET /api/wall-of-wow/:id/image',
    url: async (t) => `/api/wall-of-wow/${(await createWallOfWowWithUpload(t.db)).id}/image`,
    expected: signedIn(200),
  },
  { route: 'GET /api/admin/wall-of-wow', url: '/api/admin/wall-of-wow?search=a', expected: adminOnly(200) },
  { route: 'GET /api/admin/wall-of-wow/:id', url: entryUrl, expected: adminOnly(200) },
  { route: 'POST /api/admin/wall-of-wow', body: entry('2031-01'), expected: adminOnly(201) },
  {
    route: 'PATCH /api/admin/wall-of-wow/:id',
    url: entryUrl,
    body: entry('2031-02'),
    expected: adminOnly(200),
  },
  { route: 'DELETE /api/admin/wall-of-wow/:id', url: entryUrl, expected: adminOnly(204) },
  // The matrix sends no file: Alex's upload stops at 400, past the permission check.
  {
    route: 'PUT /api/admin/wall-of-wow/:id/image',
    url: async (t) => `${await entryUrl(t)}/image`,
    expected: adminOnly(400),
  },
];
