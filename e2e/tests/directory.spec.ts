import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, signInAs, test } from '../support/fixtures';
import { employeeRow, importRows, newPerson, whoAmI } from '../support/hr-import';
import { PERSONAS } from '../support/personas';
import { stepOn, waitForTourToSettle } from '../support/tours';

/*
 * The Employee Directory as Emery meets it: searching and paging through the cards, opening a
 * colleague's profile view and walking the reporting line from it; someone HR's import brings
 * in and then records as gone.
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Employees' }).getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing|^No Data/ });
/** How many the server finds for a directory query, for what the page should say. */
async function totalOf(page: Page, query: string) {
  const answer = await page.request.get(`/api/employees/directory?${query}`);
  return ((await answer.json()) as { total: number }).total;
}

async function screenshotAtBothWidths(page: Page, testInfo: TestInfo, name: string, ready: Locator) {
  for (const [label, width] of [
    ['1366', 1366],
    ['390', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    // At phone width the sidebar slides out of view first.
    if (width < 768) await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expect(ready).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('Emery searches the directory, pages through the cards and opens profiles; people who left are absent', async ({
  page,
  signedInAs,
  apiAs,
}, testInfo) => {
  await signedInAs('emery');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Employee Directory' })
    .click();
  await expect(page).toHaveURL(/\/employees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Employee Directory' })).toBeVisible();
  await expect(cards(page)).toHaveCount(8);
  await expect(showing(page)).toHaveText(/^Showing 1 to 8 of \d+ employees$/);
  // Soonest celebration first: the first card has one, and every card says it the same way.
  await expect(cards(page).first()).toContainText(/(Birthday|Work anniversary) (today|tomorrow|in \d+ days)/);
  const first = cards(page).first();
  await expect(first.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute('href', /^mailto:/);
  await expect(first.getByRole('link', { name: /^\+1 / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expectNoSeriousAxeViolations(page);
  await screenshotAtBothWidths(page, testInfo, 'directory', cards(page).first());

  // Search and page: the address keeps the view.
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('Operations');
  await expect(page).toHaveURL(/search=Operations/);
  const total = await totalOf(page, 'search=Operations');
  expect(total).toBeGreaterThan(8);
  await expect(showing(page)).toHaveText(`Showing 1 to 8 of ${total} employees`);
  const firstPage = await cardNames(page);
  const pager = page.getByRole('navigation', { name: 'Pages of employees' });
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(showing(page)).toHaveText(`Showing 9 to ${Math.min(16, total)} of ${total} employees`);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/page=2/);
  const secondPage = await cardNames(page);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  // The department filter narrows to HR's department, back on page 1.
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Operations', exact: true }).click();
  await expect(page).toHaveURL(/department=Operations/);
  await expect(page).not.toHaveURL(/page=2/);
  const inDepartment = await totalOf(page, 'search=Operations&department=Operations');
  expect(inDepartment).toBeGreaterThan(0);
  await expect(showing(page)).toHaveText(
    `Showing 1 to ${Math.min(8, inDepartment)} of ${inDepartment} employees`,
  );
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'All departments', exact: true }).click();
  await expect(page).not.toHaveURL(/department=/);

  // A colleague's profile view, and on along the reporting line.
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('Drew Okafor');
  await expect(cards(page)).toHaveCount(1);
  await cards(page).getByRole('link', { name: PERSONAS.drew.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: PERSONAS.drew.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Employee Directory');
  const manager = page.getByRole('region', { name: 'Manager' });
  await expect(manager.getByRole('link')).toHaveCount(1);
  const reports = page.getByRole('region', { name: /^Direct Reports \(\d+\)$/ });
  await expect(reports.getByRole('link').first()).toBeVisible();
  expect(await reports.getByRole('link').count()).toBeGreaterThanOrEqual(3);
  await expectNoSeriousAxeViolations(page);
  await screenshotAtBothWidths(page, testInfo, 'profile', reports);

  await reports.getByRole('link', { name: PERSONAS.emery.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: PERSONAS.emery.name })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Manager' }).getByRole('link', { name: PERSONAS.drew.name }),
  ).toBeVisible();
  await expect(page.getByText('No direct reports.')).toBeVisible();

  // Back twice returns to the directory as it was left.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/employees\?search=Drew\+Okafor$/);
  await expect(page.getByRole('searchbox', { name: 'Search employees' })).toHaveValue('Drew Okafor');
  await expect(cards(page)).toHaveCount(1);

  // Someone who has left is in neither the directory nor a profile view: HR's export brings a
  // new colleague of Drew's, then, a while later, their leaving.
  const hr = await apiAs('casey');
  const drew = await whoAmI(await apiAs('drew'));
  const leaver = newPerson('Rowan');
  const placement = {
    department: drew.department ?? 'Operations',
    managerEmployeeNumber: drew.employeeNumber,
  };
  await importRows(hr, 'employees', [employeeRow(leaver, placement)]);
  await page.getByRole('searchbox', { name: 'Search employees' }).fill(leaver.displayName);
  await expect(cards(page)).toHaveCount(1);
  await cards(page).getByRole('link', { name: leaver.displayName }).click();
  await expect(page.getByRole('heading', { level: 1, name: leaver.displayName })).toBeVisible();
  const profile = page.url();

  await importRows(hr, 'employees', [employeeRow(leaver, { ...placement, leftOn: '2024-06-28' })]);
  await page.goto(`/employees?search=${encodeURIComponent(leaver.displayName)}`);
  await expect(showing(page)).toHaveText('No Data to Display');
  await expect(cards(page)).toHaveCount(0);
  await page.goto(profile);
  await expect(page.getByText('This employee was not found. They may have left the group.')).toBeVisible();
});

test('the directory has its guided tour', async ({ page }) => {
  await signInAs(page, PERSONAS.blair.email, '/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee Directory' })).toBeVisible();
  const tour = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: 'Find a colleague' });
  await expect(tour).toBeVisible({ timeout: 10_000 });
  await waitForTourToSettle(page, tour);
  await stepOn(tour);
  await expect(page.getByText('Celebrations first')).toBeVisible();
  const second = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: 'Celebrations first' });
  await waitForTourToSettle(page, second);
  await stepOn(second);
  await expect(page.getByText('More colleagues')).toBeVisible();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByText('More colleagues')).toHaveCount(0);
});
