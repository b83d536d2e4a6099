import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { axeViolations, expect, openAs, test } from '../support/fixtures';
import type { PersonaKey } from '../support/personas';

/**
 * Every page of the portal, opened by the people who can reach it, checked by axe: no serious
 * or critical violation anywhere. Pages everyone reaches are checked as every persona, since
 * each sees them differently (a manager's team, ELT's and HR's people views, the Admin's
 * menu); pages for a role or a manager, as each person holding it. The counts by severity are
 * written to the test's output, route by route, for the record.
 */
type Resolve = (page: Page) => Promise<string>;
interface SweptRoute {
  path: string | Resolve;
  personas: readonly PersonaKey[];
}

const EVERYONE = ['emery', 'drew', 'alex', 'blair', 'casey'] as const;
const PEOPLE_VIEWS = ['blair', 'casey', 'alex'] as const;

/** The first item's id from a list the persona may read. */
const firstId =
  (list: string, to: (id: string) => string): Resolve =>
  async (page) => {
    const response = await api(page, list);
    const items = (response.body.items ?? response.body) as { id: string }[];
    expect(items.length, `${list} has an item`).toBeGreaterThan(0);
    return to(items[0]!.id);
  };
const myId: Resolve = async (page) => `/employees/${(await api(page, '/api/me')).body.id as string}`;

const ROUTES: SweptRoute[] = [
  { path: '/', personas: EVERYONE },
  { path: '/profile', personas: EVERYONE },
  { path: '/serviceRequests', personas: EVERYONE },
  { path: '/serviceRequests?tab=approvalRequests', personas: ['drew'] },
  { path: '/serviceRequests?tab=projects', personas: ['blair'] },
  { path: '/serviceRequests/new', personas: EVERYONE },
  {
    path: firstId('/api/requests?view=mine&pageSize=1', (id) => `/serviceRequests/${id}`),
    personas: EVERYONE,
  },
  {
    path: firstId('/api/requests?view=mine&pageSize=1', (id) => `/serviceRequests/edit/${id}`),
    personas: ['emery'],
  },
  {
    path: firstId('/api/requests?view=mine&pageSize=1', (id) => `/serviceRequest/attachments/${id}`),
    personas: ['emery'],
  },
  { path: '/serviceRequestTypes/pending', personas: EVERYONE },
  { path: '/quickLinks', personas: EVERYONE },
  { path: '/employees', personas: EVERYONE },
  { path: myId, personas: EVERYONE },
  { path: '/newsEvents', personas: ['blair', 'alex'] },
  { path: '/newsEvents/new', personas: ['blair'] },
  { path: firstId('/api/news-events/visible', (id) => `/newsEvents/${id}`), personas: EVERYONE },
  { path: '/helpDocs', personas: EVERYONE },
  { path: firstId('/api/training-docs', (id) => `/helpDocs/${id}`), personas: EVERYONE },
  { path: '/covidProtocols', personas: EVERYONE },
  { path: '/notifications', personas: EVERYONE },
  { path: '/contactMessages', personas: ['alex'] },
  { path: '/hr-import', personas: ['casey', 'alex'] },
  { path: '/it-desk', personas: ['alex'] },
  { path: '/employeeForecasts', personas: EVERYONE },
  { path: '/employeeForecasts/new', personas: ['emery'] },
  { path: firstId('/api/forecasts', (id) => `/employeeForecasts/${id}`), personas: ['casey'] },
  { path: '/careers', personas: EVERYONE },
  { path: '/forms', personas: EVERYONE },
  { path: '/corporateMetrics', personas: EVERYONE },
  { path: '/peopleMetrics', personas: PEOPLE_VIEWS },
  { path: '/my-time-off', personas: EVERYONE },
  { path: '/EmployeePortalLogs', personas: ['blair', 'alex'] },
  { path: '/org-charts', personas: EVERYONE },
  { path: '/some/unknown/page', personas: ['emery'] },
  { path: '/admin', personas: ['alex', 'casey'] },
  { path: '/admin/audit-log', personas: ['alex'] },
  { path: '/admin/access-roles', personas: ['alex'] },
  { path: '/admin/training-docs', personas: ['alex'] },
  { path: '/admin/training-docs/new', personas: ['alex'] },
  { path: '/admin/corporate-forms', personas: ['alex'] },
  { path: '/admin/careers', personas: ['alex'] },
  { path: '/admin/careers/new', personas: ['alex'] },
  { path: '/admin/business-units', personas: ['alex', 'casey'] },
  { path: '/admin/wall-of-wow', personas: ['alex'] },
  { path: '/admin/wall-of-wow/new', personas: ['alex'] },
  { path: '/admin/quotes', personas: ['alex'] },
  { path: '/admin/request-categories', personas: ['alex'] },
  { path: '/admin/request-categories/new', personas: ['alex'] },
  { path: '/admin/projects', personas: ['alex'] },
  { path: '/admin/projects/new', personas: ['alex'] },
  { path: '/admin/quick-links', personas: ['alex'] },
  { path: '/admin/substitutes', personas: ['alex'] },
  { path: '/admin/approval-reminders', personas: ['alex'] },
  // The administration's editors, each on a record of the demo.
  { path: firstId('/api/admin/job-openings', (id) => `/admin/careers/${id}`), personas: ['alex'] },
  { path: firstId('/api/admin/training-docs', (id) => `/admin/training-docs/${id}`), personas: ['alex'] },
  { path: firstId('/api/corporate-forms', (id) => `/admin/corporate-forms/${id}`), personas: ['alex'] },
  { path: '/admin/corporate-forms/new', personas: ['alex'] },
  { path: firstId('/api/admin/wall-of-wow', (id) => `/admin/wall-of-wow/${id}`), personas: ['alex'] },
  {
    path: firstId('/api/admin/request-categories', (id) => `/admin/request-categories/${id}`),
    personas: ['alex'],
  },
  { path: firstId('/api/admin/projects', (id) => `/admin/projects/${id}`), personas: ['alex'] },
  { path: firstId('/api/news-events', (id) => `/newsEvents/edit/${id}`), personas: ['blair'] },
  {
    path: firstId('/api/forecasts', (id) => `/employeeForecasts/edit/${id}`),
    personas: ['emery'],
  },
  { path: '/serviceRequestTypes/purchase', personas: ['emery'] },
];

const PERSONAS_SWEPT = [...new Set(ROUTES.flatMap((route) => route.personas))];

test('axe finds no serious or critical violation on any page, for anyone who reaches it', async ({
  browser,
}, testInfo) => {
  // About a hundred and fifty pages, each loaded and analysed, on a shared machine.
  test.setTimeout(1_200_000);
  const report: string[] = ['persona\troute\tcritical\tserious\tmoderate\tminor'];
  const serious: string[] = [];
  for (const persona of PERSONAS_SWEPT) {
    const page = await openAs(browser, persona);
    for (const route of ROUTES.filter((candidate) => candidate.personas.includes(persona))) {
      const path = typeof route.path === 'string' ? route.path : await route.path(page);
      await page.goto(path);
      await expect(page.locator('h1').first(), `${persona} ${path}`).toBeVisible();
      // Lists and cards fill in after the heading: wait until nothing is loading.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const violations = await axeViolations(page);
      const count = (impact: string) => violations.filter((violation) => violation.impact === impact).length;
      report.push(
        [persona, path, count('critical'), count('serious'), count('moderate'), count('minor')].join('\t'),
      );
      for (const violation of violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          serious.push(`${persona} ${path}: ${violation.id} (${violation.nodes[0]?.html.slice(0, 160)})`);
        }
      }
    }
    await page.context().close();
  }
  await testInfo.attach('axe-by-route.tsv', {
    body: report.join('\n'),
    contentType: 'text/tab-separated-values',
  });
  console.log(`axe sweep: ${report.length - 1} pages\n${report.join('\n')}`);
  expect(serious).toEqual([]);
});
