import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { englishLeaks } from '../support/english-leaks';
import { axeViolations, expect, openAs, test } from '../support/fixtures';
import type { PersonaKey } from '../support/personas';

/**
 * Every page of the portal checked by axe: no serious or critical violation anywhere. Each
 * view is opened once by everyone who sees it differently: a page whose content follows the
 * person (their dashboard, requests, team, department, company, role) as every persona; a
 * page that is the same for everyone (a static form, the library, the careers list) once;
 * pages for a role or a manager as each person holding it. Every persona's menus are checked on
 * each page they open. One test per persona and group of pages, spread over the workers. The
 * counts by severity are written to each test's output, route by route, for the record.
 *
 * Emery, Alex and Blair read the portal in French, so every route is seen in French too
 * (issue 30): axe there, and no English message left on screen (support/english-leaks.ts).
 * Drew and Casey read it in English.
 */
type Resolve = (page: Page) => Promise<string>;
interface SweptRoute {
  path: string | Resolve;
  personas: readonly PersonaKey[];
}

const EVERYONE = ['emery', 'drew', 'alex', 'blair', 'casey'] as const;
const PEOPLE_VIEWS = ['blair', 'casey', 'alex'] as const;
/** For a page that is the same whoever opens it: checked once. */
const ANYONE = ['emery'] as const;
/** Who reads the portal in French here: between them they open every route. */
const IN_FRENCH: readonly PersonaKey[] = ['emery', 'alex', 'blair'];
/**
 * What the demo's people named things that reads like one of the portal's messages: its
 * departments and business units, request categories, a request's project, a job opening's
 * location. Content, shown as written in either language. (The libraries' vocabulary, which
 * shares some of these words, is held to its French by library-labels.test.ts.)
 */
const WRITTEN_BY_PEOPLE = [
  ...['Field', 'HR', 'Operations', 'Finance', 'Sales', 'Warehouse'],
  ...['Email', 'Laptop', 'Monitor', 'Hardware', 'Reporting', 'USA'],
];

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
  { path: '/profile', personas: ANYONE },
  { path: '/serviceRequests', personas: EVERYONE },
  { path: '/serviceRequests?tab=approvalRequests', personas: ['drew'] },
  { path: '/serviceRequests?tab=projects', personas: ['blair'] },
  { path: '/serviceRequests/new', personas: ANYONE },
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
  { path: '/serviceRequestTypes/pending', personas: ANYONE },
  { path: '/quickLinks', personas: EVERYONE },
  { path: '/employees', personas: EVERYONE },
  { path: myId, personas: EVERYONE },
  { path: '/newsEvents', personas: ['blair', 'alex'] },
  { path: '/newsEvents/new', personas: ['blair'] },
  { path: firstId('/api/news-events/visible', (id) => `/newsEvents/${id}`), personas: ANYONE },
  { path: '/helpDocs', personas: ANYONE },
  { path: firstId('/api/training-docs', (id) => `/helpDocs/${id}`), personas: ANYONE },
  { path: '/covidProtocols', personas: ANYONE },
  { path: '/notifications', personas: EVERYONE },
  { path: '/contactMessages', personas: ['alex'] },
  { path: '/hr-import', personas: ['casey', 'alex'] },
  { path: '/it-desk', personas: ['alex'] },
  { path: '/employeeForecasts', personas: EVERYONE },
  { path: '/employeeForecasts/new', personas: ['emery'] },
  { path: firstId('/api/forecasts', (id) => `/employeeForecasts/${id}`), personas: ['casey', 'alex'] },
  { path: '/careers', personas: ANYONE },
  { path: '/forms', personas: ANYONE },
  { path: '/corporateMetrics', personas: ANYONE },
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
  { path: '/admin/sites', personas: ['alex'] },
  { path: firstId('/api/admin/sites', (id) => `/admin/sites/${id}/holidays`), personas: ['alex'] },
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

/**
 * Opens `path` as a person following a link would: the portal's router moves to it within the
 * page already loaded, rather than the browser loading and starting the web app afresh for each
 * of about a hundred pages (most of each visit's time). The document around every route (its
 * language, landmarks) is the same, and is checked on the first page of each test, loaded afresh. The
 * headings on screen are marked first, and the new page counts as shown when a heading that
 * was not there before is: axe never looks at the page being left.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const browser = globalThis as unknown as {
      document: {
        querySelectorAll(selector: string): Iterable<{ setAttribute(name: string, value: string): void }>;
      };
      history: { pushState(state: unknown, title: string, url: string): void };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    for (const heading of browser.document.querySelectorAll('h1')) heading.setAttribute('data-left', '');
    browser.history.pushState(null, '', to);
    browser.dispatchEvent(new browser.PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.locator('h1:not([data-left])').first(), path).toBeVisible();
}

const PERSONAS_SWEPT = [...new Set(ROUTES.flatMap((route) => route.personas))];

/** The administration's screens and the rest, as two tests: Alex alone opens forty pages. */
const GROUPS = {
  portal: (path: string | Resolve) => !(typeof path === 'string' && path.startsWith('/admin')),
  administration: (path: string | Resolve) => !GROUPS.portal(path),
};

// Each test opens its own pages with its own session and changes nothing: any order, any worker.
test.describe.configure({ mode: 'parallel' });

for (const persona of PERSONAS_SWEPT) {
  for (const [group, inGroup] of Object.entries(GROUPS)) {
    const routes = ROUTES.filter((route) => route.personas.includes(persona) && inGroup(route.path));
    if (routes.length === 0) continue;
    test(`axe finds no serious or critical violation on the ${group} pages ${persona} reaches`, async ({
      browser,
    }, testInfo) => {
      // Up to forty pages, each loaded and analysed, on a shared machine.
      test.setTimeout(600_000);
      const report: string[] = ['persona\troute\tcritical\tserious\tmoderate\tminor'];
      const serious: string[] = [];
      const page = await openAs(browser, persona);
      const french = IN_FRENCH.includes(persona);
      // Stored as the person's choice, whatever a journey before stored for them.
      if (french)
        expect((await api(page, '/api/me/language', 'PUT', { language: 'fr-CA' })).status).toBe(204);
      const leaks: string[] = [];
      try {
        for (const [index, route] of routes.entries()) {
          const path = typeof route.path === 'string' ? route.path : await route.path(page);
          // The first page loads afresh: the document around every route is checked there. So
          // does another tab of the page on screen, whose heading stays as it is.
          if (index === 0 || new URL(path, page.url()).pathname === new URL(page.url()).pathname) {
            await page.goto(path);
            await expect(page.locator('h1').first(), `${persona} ${path}`).toBeVisible();
          } else {
            await openInApp(page, path);
          }
          // Lists and cards fill in after the heading: wait until nothing is loading.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          const violations = await axeViolations(page);
          const count = (impact: string) =>
            violations.filter((violation) => violation.impact === impact).length;
          report.push(
            [persona, path, count('critical'), count('serious'), count('moderate'), count('minor')].join(
              '\t',
            ),
          );
          for (const violation of violations) {
            if (violation.impact === 'serious' || violation.impact === 'critical') {
              serious.push(`${persona} ${path}: ${violation.id} (${violation.nodes[0]?.html.slice(0, 160)})`);
            }
          }
          if (french) {
            leaks.push(...(await englishLeaks(page, WRITTEN_BY_PEOPLE)).map((leak) => `${path}: ${leak}`));
          }
        }
      } finally {
        // The others of this worker's journeys meet them in English.
        if (french) await api(page, '/api/me/language', 'PUT', { language: 'en-CA' });
        await page.context().close();
      }
      await testInfo.attach('axe-by-route.tsv', {
        body: report.join('\n'),
        contentType: 'text/tab-separated-values',
      });
      console.log(
        `axe sweep, ${group} pages as ${persona}: ${report.length - 1} pages\n${report.join('\n')}`,
      );
      expect(serious).toEqual([]);
      expect(leaks, 'English messages on pages shown in French').toEqual([]);
    });
  }
}
