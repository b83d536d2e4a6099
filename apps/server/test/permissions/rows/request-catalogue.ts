import { createCategory, createProject } from '../../request-factories';
import type { TestApp } from '../../test-app';
import { everyone, type MatrixRow } from '../matrix-helpers';

/** Only Admins manage request categories and projects (docs/administration.md). */
const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, alex: status });

const categoryUrl = async (t: TestApp) => `/api/admin/request-categories/${(await createCategory(t.db)).id}`;
const projectUrl = async (t: TestApp) => `/api/admin/projects/${(await createProject(t.db)).id}`;
// Only Alex's call gets through, once per row, so each row's names are its own.
const category = (name: string) => ({ name, requestType: 'Support Request' });
const project = (projectCode: string) => ({ name: 'Matrix project', projectCode });

export const REQUEST_CATALOGUE_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/admin/request-categories',
    url: '/api/admin/request-categories?search=a&requestType=Support%20Request&status=active',
    expected: adminOnly(200),
  },
  { route: 'GET /api/admin/request-categories/:id', url: categoryUrl, expected: adminOnly(200) },
  {
    route: 'POST /api/admin/request-categories',
    body: category('Matrix category'),
    expected: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/request-categories/:id',
    url: categoryUrl,
    body: category('Matrix category renamed'),
    expected: adminOnly(200),
  },
  { route: 'DELETE /api/admin/request-categories/:id', url: categoryUrl, expected: adminOnly(204) },
  {
    route: 'GET /api/admin/projects',
    url: '/api/admin/projects?search=a&status=inactive',
    expected: adminOnly(200),
  },
  { route: 'GET /api/admin/projects/:id', url: projectUrl, expected: adminOnly(200) },
  { route: 'GET /api/admin/accounts', expected: adminOnly(200) },
  {
    route: 'POST /api/admin/projects',
    body: project('PRJ-MATRIX-1'),
    expected: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/projects/:id',
    url: projectUrl,
    body: project('PRJ-MATRIX-2'),
    expected: adminOnly(200),
  },
  { route: 'DELETE /api/admin/projects/:id', url: projectUrl, expected: adminOnly(204) },
];
