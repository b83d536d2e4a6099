import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

/*
 * A list's page, sort and search live in the address (apps/web/src/lib/use-list-state.ts):
 * opening a row and pressing Back shows the same view, on the IT requests lists and the IT desk.
 */

/** What a data table shows of its view: the current page, the sorted column and the search. */
async function expectView(
  page: Page,
  table: string,
  view: { page: number; sortedBy: string; order: string; search: string },
) {
  await expect(
    page
      .getByRole('navigation', { name: `Pages of ${table}` })
      .getByRole('button', { name: `Page ${view.page}` }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('columnheader', { name: view.sortedBy })).toHaveAttribute(
    'aria-sort',
    view.order,
  );
  await expect(page.getByRole('searchbox', { name: `Search ${table}` })).toHaveValue(view.search);
}

/** Searches, sorts by a column, goes to page 2; returns the address of that view. */
async function pickView(page: Page, table: string, search: string, column: string) {
  await page.getByRole('searchbox', { name: `Search ${table}` }).fill(search);
  await expect(page).toHaveURL(new RegExp(`search=${search}`));
  await page.getByRole('table', { name: table }).getByRole('button', { name: column }).click();
  await expect(page).toHaveURL(/sort=/);
  await page
    .getByRole('navigation', { name: `Pages of ${table}` })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  return page.url();
}

/** Opens the first request of the page shown, then comes back with the browser's Back. */
async function openFirstRowAndGoBack(page: Page, table: string) {
  const firstLink = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first();
  const number = (await firstLink.textContent())?.trim() ?? '';
  await firstLink.click();
  await expect(page).toHaveURL(/\/serviceRequests\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  return number;
}

test('an IT request list keeps its page, sort and search through a visit to a request and Back', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery', '/serviceRequests');
  const table = 'My Requests';
  await page.getByRole('combobox', { name: `Rows per page, ${table}` }).selectOption('5');
  // 'Request' matches the type of every Support, Purchase and Quote request: several pages of 5.
  const view = await pickView(page, table, 'Request', 'Date');
  await expectView(page, table, { page: 2, sortedBy: 'Date', order: 'ascending', search: 'Request' });
  await expectNoSeriousAxeViolations(page);

  const firstOnPage2 = await openFirstRowAndGoBack(page, table);
  expect(page.url()).toBe(view);
  await expectView(page, table, { page: 2, sortedBy: 'Date', order: 'ascending', search: 'Request' });
  await expect(page.getByRole('combobox', { name: `Rows per page, ${table}` })).toHaveValue('5');
  await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toContainText(firstOnPage2);

  // The same address, shared or reloaded, shows the same view.
  await page.reload();
  await expectView(page, table, { page: 2, sortedBy: 'Date', order: 'ascending', search: 'Request' });
});

test('the IT desk keeps its page, sort and search through a visit to a request and Back', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('alex', '/it-desk');
  const table = 'IT desk queue';
  const view = await pickView(page, table, 'Pending', 'Priority');
  await expectView(page, table, { page: 2, sortedBy: 'Priority', order: 'ascending', search: 'Pending' });
  await expectNoSeriousAxeViolations(page);

  const firstOnPage2 = await openFirstRowAndGoBack(page, table);
  expect(page.url()).toBe(view);
  await expectView(page, table, { page: 2, sortedBy: 'Priority', order: 'ascending', search: 'Pending' });
  await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toContainText(firstOnPage2);
});
