import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expect, test } from '../support/fixtures';

const SHOTS = 'test-results/portal-metrics';

interface Metrics {
  totalVisits: number;
  totalVisitors: number;
  topVisitors: { name: string; company: string; visits: number }[];
  byDevice: { name: string; value: number }[];
  byBrowser: { name: string; value: number }[];
  pages: { name: string; value: number }[];
}
interface Visitors {
  items: { name: string; company: string; visits: number }[];
  total: number;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: /main/i });

/** An answer of the API, read as the page's own client would. */
const answer = <T>(page: Page, url: string) =>
  page.evaluate(async (path) => {
    const response = await fetch(path, { headers: { 'x-requested-with': 'portico' } });
    return { status: response.status, body: (await response.json()) as unknown };
  }, url) as Promise<{ status: number; body: T }>;

const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())!.replace(/,/g, ''));

test('Blair reads Portal Metrics: figures match the visits, the filter reloads, the visitors list sorts and exports', async ({
  page,
  signedInAs,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs('blair');
  await sidebar(page).getByRole('link', { name: 'Portal Metrics', exact: true }).click();
  await expect(page).toHaveURL(/\/EmployeePortalLogs$/);
  await expect(page.getByRole('heading', { name: 'Portal Metrics', level: 1 })).toBeVisible();
  // Last Week by default (spec §9).
  await expect(page.getByRole('radio', { name: 'Last Week' })).toBeChecked();
  await expect(page.getByTestId('total-visits')).toBeVisible();

  // The cards' figures, checked against the whole visitors list of the period: every visitor's
  // visits, counted from the visits themselves rather than the daily roll-up the cards read.
  for (const time of ['LAST_WEEK', 'THIS_YEAR'] as const) {
    if (time === 'THIS_YEAR') {
      // The year's figures are held back until the spinner has been seen: a fast answer would
      // otherwise come and go between two looks.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const yearFigures = (url: URL) =>
        url.pathname === '/api/portal-metrics' && url.searchParams.get('time') === 'THIS_YEAR';
      await page.route(yearFigures, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('radio', { name: 'This Year' }).click();
      await expect(page.getByText('Loading...')).toBeVisible();
      release();
      await expect(page.getByText('Loading...')).toBeHidden();
      await page.unroute(yearFigures);
    }
    const visitors = await answer<Visitors>(page, `/api/portal-metrics/visitors?time=${time}&pageSize=all`);
    expect(visitors.status).toBe(200);
    const sum = visitors.body.items.reduce((total, row) => total + row.visits, 0);
    expect(sum).toBeGreaterThan(0);
    await expect.poll(() => figure(page, 'total-visits')).toBe(sum);
    expect(await figure(page, 'total-visitors')).toBe(visitors.body.total);
    const top = page.getByRole('region', { name: 'Top 3 Visitors' }).getByRole('listitem');
    await expect(top).toHaveCount(3);
    for (const [index, row] of visitors.body.items.slice(0, 3).entries()) {
      await expect(top.nth(index)).toContainText(`${row.name} (${row.company})`);
      await expect(top.nth(index)).toContainText(`${row.visits} visits`);
    }
    const metrics = await answer<Metrics>(page, `/api/portal-metrics?time=${time}`);
    expect(metrics.body.byDevice.reduce((total, row) => total + row.value, 0)).toBe(sum);
    expect(metrics.body.byBrowser.reduce((total, row) => total + row.value, 0)).toBe(sum);
  }
  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'This Year' })).toBeChecked();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/blair-1366.png`, fullPage: true });

  // Most used pages ranks the feature areas; its list is largest first.
  await page.getByRole('button', { name: 'Most used pages list' }).click();
  const pagesDialog = page.getByRole('dialog', { name: 'Most used pages' });
  const values = (await pagesDialog.getByRole('row').allTextContents()).slice(1);
  expect(values.length).toBeGreaterThan(3);
  expect(values[0]).toContain('Dashboard');
  const numbers = await pagesDialog.locator('tbody tr td:last-child').allTextContents();
  const counts = numbers.map((text) => Number(text.replace(/,/g, '')));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await expectNoSeriousAxeViolations(page);
  await pagesDialog.getByRole('button', { name: 'Close' }).click();

  // The Visitors List: sorts by name, exports logs_by_visitors.csv.
  await page.getByRole('button', { name: 'see list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Visitors List' });
  await expect(dialog.getByRole('table')).toBeVisible();
  await dialog.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  const names = () => dialog.locator('tbody tr td:first-child').allTextContents();
  // The sorted page replaces the one shown once it arrives.
  await expect
    .poll(async () => {
      const shown = await names();
      return shown.length > 1 && shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b)).join('|');
    })
    .toBe(true);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/visitors-list-1366.png` });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('logs_by_visitors.csv');
});

test('Emery has no Portal Metrics entry and the API refuses her', async ({ page, signedInAs }) => {
  await signedInAs('emery');
  await expect(sidebar(page).getByRole('link', { name: 'IT Requests', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Portal Metrics' })).toHaveCount(0);
  expect((await answer(page, '/api/portal-metrics')).status).toBe(403);
  expect((await answer(page, '/api/portal-metrics/visitors')).status).toBe(403);
});
