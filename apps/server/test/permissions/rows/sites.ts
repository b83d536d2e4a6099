import { eq, sql } from 'drizzle-orm';
import { sites } from '../../../src/db/schema';
import { createEmployee, createSite } from '../../factories';
import type { TestApp } from '../../test-app';
import { everyone, type MatrixRow } from '../matrix-helpers';

/** The sites administration and a site's holidays: Admins (Alex) only. */
const adminOnly = (status: number) => ({ ...everyone(403), anonymous: 401, alex: status });
/** A person's site, and the sites to choose from: HR (Casey) and Admins (Alex). */
const hrAndAdmin = (status: number) => ({ ...adminOnly(status), casey: status });

const NEW_SITE = 'Matrix Site';
/** Each caller meets the same state: the site an earlier caller added is gone again. */
const createUrl = async (t: TestApp) => {
  await t.db.delete(sites).where(eq(sql`lower(${sites.name})`, NEW_SITE.toLowerCase()));
  return '/api/admin/sites';
};
/** A fresh site nobody works at. */
const siteUrl = async (t: TestApp) => `/api/admin/sites/${(await createSite(t.db)).id}`;
let nextDay = 1;
/** A fresh site with a holiday, so each caller's attempt finds one to delete. */
const holidayUrl = async (t: TestApp) => {
  const day = `2031-03-${String((nextDay++ % 28) + 1).padStart(2, '0')}`;
  const site = await createSite(t.db);
  await (await t.as('alex')).post(`/api/admin/sites/${site.id}/holidays`, { day, name: 'Matrix holiday' });
  return `/api/admin/sites/${site.id}/holidays/${day}`;
};
/** A fresh person and a fresh site to move them to. */
const personSiteUrl = async (t: TestApp) => `/api/people/${(await createEmployee(t.db)).id}/site`;

const SITE = { name: 'Matrix Site', country: 'QA', timeZone: 'Asia/Qatar', workingWeek: [0, 1, 2, 3, 4] };

export const SITE_ROWS: MatrixRow[] = [
  { route: 'GET /api/admin/sites', url: '/api/admin/sites?search=o&sort=timeZone', expected: adminOnly(200) },
  { route: 'POST /api/admin/sites', url: createUrl, body: SITE, expected: adminOnly(201) },
  { route: 'GET /api/admin/sites/:id', url: siteUrl, expected: adminOnly(200) },
  {
    route: 'PATCH /api/admin/sites/:id',
    url: siteUrl,
    body: { ...SITE, name: 'Matrix Site Renamed' },
    expected: adminOnly(200),
  },
  { route: 'DELETE /api/admin/sites/:id', url: siteUrl, expected: adminOnly(204) },
  {
    route: 'GET /api/admin/sites/:id/holidays',
    url: async (t) => `${await siteUrl(t)}/holidays`,
    expected: adminOnly(200),
  },
  {
    route: 'POST /api/admin/sites/:id/holidays',
    url: async (t) => `${await siteUrl(t)}/holidays`,
    body: { day: '2031-04-01', name: 'Matrix holiday' },
    expected: adminOnly(201),
  },
  { route: 'DELETE /api/admin/sites/:id/holidays/:day', url: holidayUrl, expected: adminOnly(204) },
  { route: 'GET /api/sites', expected: hrAndAdmin(200) },
  {
    route: 'PUT /api/people/:employeeId/site',
    url: personSiteUrl,
    body: { siteId: null },
    expected: hrAndAdmin(200),
  },
];
