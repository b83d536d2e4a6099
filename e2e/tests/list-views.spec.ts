import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, openAs, test } from '../support/fixtures';
import type { PersonaKey } from '../support/personas';

/*
 * A list's page, sort and search live in the address (apps/web/src/lib/use-list-state.ts):
 * opening a row and pressing Back, or reloading, shows the same view — on an IT request list
 * and on the IT desk, which draw the same shared DataTable.
 */

interface Journey {
  list: string;
  persona: PersonaKey;
  path: string;
  table: string;
  /** Matches more than one page of rows in the demo data. */
  search: string;
  sortBy: string;
}

const JOURNEYS: Journey[] = [
  // 'Request' matches the type of every Support, Purchase and Quote request Emery has (about 12).
  {
    list: 'an IT request list',
    persona: 'emery',
    path: '/serviceRequests',
    table: 'My Requests',
    search: 'Request',
    sortBy: 'Date',
  },
  // 'Pending' matches every status still waiting for someone, across the organisation.
  {
    list: 'the IT desk',
    persona: 'alex',
    path: '/it-desk',
    table: 'IT desk queue',
    search: 'Pending',
    sortBy: 'Priority',
  },
];

/** What the table shows of its view: page size, current page, sorted column and search. */
async function expectView(page: Page, { table, search, sortBy }: Journey) {
  await expect(page.getByRole('combobox', { name: `Rows per page, ${table}` })).toHaveValue('5');
  const pages = page.getByRole('navigation', { name: `Pages of ${table}` });
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('columnheader', { name: sortBy })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('searchbox', { name: `Search ${table}` })).toHaveValue(search);
}

for (const journey of JOURNEYS) {
  test(`${journey.list} keeps its page size, page, sort and search through a visit to a request and Back`, async ({
    page,
    signedInAs,
  }) => {
    const { table, search, sortBy } = journey;
    await signedInAs(journey.persona, journey.path);
    const rows = page.getByRole('table', { name: table }).getByRole('row');

    // Five rows a page, so the search still leaves more than one page.
    await page.getByRole('combobox', { name: `Rows per page, ${table}` }).selectOption('5');
    await expect(page).toHaveURL(/size=5/);
    await page.getByRole('searchbox', { name: `Search ${table}` }).fill(search);
    await expect(page).toHaveURL(new RegExp(`search=${search}`));
    await page.getByRole('table', { name: table }).getByRole('button', { name: sortBy }).click();
    await expect(page).toHaveURL(/sort=/);
    await page
      .getByRole('navigation', { name: `Pages of ${table}` })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expectView(page, journey);
    await expectNoSeriousAxeViolations(page);
    const view = page.url();

    const first = rows.nth(1).getByRole('link').first();
    const number = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/serviceRequests\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    expect(page.url()).toBe(view);
    await expectView(page, journey);
    await expect(rows.nth(1)).toContainText(number);

    // The same address, reloaded or shared, shows the same view.
    await page.reload();
    await expectView(page, journey);
  });
}

/*
 * Each list screen brings the styles of what it draws beyond the first paint (the search box,
 * the page-size select, the pager): opened straight from the address bar, its search box is
 * Mantine's, not the browser's bare input.
 */
const STYLED_LISTS: readonly { persona: PersonaKey; path: string }[] = [
  { persona: 'emery', path: '/quickLinks' },
  { persona: 'emery', path: '/serviceRequests' },
  { persona: 'blair', path: '/newsEvents' },
  { persona: 'alex', path: '/contactMessages' },
  { persona: 'alex', path: '/it-desk' },
];

test('every list screen opened from the address bar draws its search box with the portal’s styles', async ({
  browser,
}) => {
  for (const { persona, path } of STYLED_LISTS) {
    const page = await openAs(browser, persona, path);
    const search = page.getByPlaceholder('Search').first();
    await expect(search).toBeVisible();
    // Mantine's default input is 36 px high; the browser's bare one is about 21 px.
    const height = await search.evaluate(
      (input) =>
        (
          input as unknown as {
            ownerDocument: { defaultView: { getComputedStyle(e: unknown): { height: string } } };
          }
        ).ownerDocument.defaultView.getComputedStyle(input).height,
    );
    expect({ path, height }).toEqual({ path, height: '36px' });
    await page.context().close();
  }
});
