import { createEmployee } from '../../factories';
import { createFormFor, createTrainingDocFor } from '../../library-factories';
import type { TestApp } from '../../test-app';
import { everyone, type MatrixRow } from '../matrix-helpers';

/** Only Admins use the administration screens (docs/administration.md). */
const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, alex: status });

const training = {
  name: 'Matrix training',
  type: 'Training',
  trainingType: 'Technical',
  category: 'IT',
  subCategory: 'Software',
  region: 'Canada',
};
const trainingUrl = async (t: TestApp) =>
  `/api/admin/training-docs/${(await createTrainingDocFor(t.db, { files: ['Guide.pdf'] })).id}`;
const form = { name: 'Matrix form', region: 'Canada', category: 'HR', subCategory: 'Benefits' };
const formUrl = async (t: TestApp) =>
  `/api/admin/corporate-forms/${(await createFormFor(t.db, { files: ['Form.pdf'] })).id}`;
const unknownAttachment = '00000000-0000-4000-8000-00000000a77a';

export const ADMINISTRATION_ROWS: MatrixRow[] = [
  { route: 'GET /api/admin/audit-log', url: '/api/admin/audit-log?page=1', expected: adminOnly(200) },
  { route: 'GET /api/admin/access-roles', url: '/api/admin/access-roles?search=a', expected: adminOnly(200) },
  {
    route: 'PATCH /api/admin/access-roles/:employeeId',
    url: async (t) => `/api/admin/access-roles/${(await createEmployee(t.db)).id}`,
    body: { role: 'ELT', granted: true },
    expected: adminOnly(200),
  },
  { route: 'GET /api/admin/corporate-links', expected: adminOnly(200) },
  { route: 'GET /api/admin/companies', expected: adminOnly(200) },
  {
    route: 'GET /api/admin/training-docs',
    url: '/api/admin/training-docs?type=Protocol&category=IT&search=a',
    expected: adminOnly(200),
  },
  { route: 'POST /api/admin/training-docs', body: training, expected: adminOnly(201) },
  { route: 'PATCH /api/admin/training-docs/:id', url: trainingUrl, body: training, expected: adminOnly(200) },
  { route: 'DELETE /api/admin/training-docs/:id', url: trainingUrl, expected: adminOnly(204) },
  // The matrix sends no file: Alex's upload stops at 400, past the permission check.
  {
    route: 'POST /api/admin/training-docs/:id/attachments',
    url: async (t) => `${await trainingUrl(t)}/attachments`,
    expected: adminOnly(400),
  },
  {
    route: 'DELETE /api/admin/training-docs/:id/attachments/:attachmentId',
    url: async (t) => `${await trainingUrl(t)}/attachments/${unknownAttachment}`,
    expected: adminOnly(404),
  },
  { route: 'POST /api/admin/corporate-forms', body: form, expected: adminOnly(201) },
  { route: 'PATCH /api/admin/corporate-forms/:id', url: formUrl, body: form, expected: adminOnly(200) },
  { route: 'DELETE /api/admin/corporate-forms/:id', url: formUrl, expected: adminOnly(204) },
  {
    route: 'POST /api/admin/corporate-forms/:id/attachments',
    url: async (t) => `${await formUrl(t)}/attachments`,
    expected: adminOnly(400),
  },
  {
    route: 'DELETE /api/admin/corporate-forms/:id/attachments/:attachmentId',
    url: async (t) => `${await formUrl(t)}/attachments/${unknownAttachment}`,
    expected: adminOnly(404),
  },
];
