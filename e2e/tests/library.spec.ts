import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

/*
 * The Training Library, Covid-19 Protocols and Corporate Forms as Emery meets them, on the demo
 * data: 24 trainings (one in French only), 5 Covid-19 documents and 14 forms (apps/server/src/demo-seed/library-seed.ts).
 */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
// The cards are the list's own items (a form's files are a list inside its card).
const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).locator(':scope > li');
const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing|^No Data/ });
const pick = async (page: Page, filter: string, option: string) => {
  await page.getByRole('combobox', { name: filter, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('Emery finds a training by search and category, watches its video and downloads its PDF', async ({
  page,
  signedInAs,
}, testInfo) => {
  test.setTimeout(180_000);
  await signedInAs('emery');
  await menu(page).getByRole('link', { name: 'Training Library' }).click();
  await expect(page).toHaveURL(/\/helpDocs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Training Library' })).toBeVisible();
  await expect(cards(page, 'Trainings')).toHaveCount(9);
  await expect(showing(page)).toHaveText('Showing 1 to 9 of 24 trainings');
  // 3 pages, all three numbers in the first group.
  const pager = page.getByRole('navigation', { name: 'Pages of trainings' });
  await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('training-library-1366.png'), fullPage: true });

  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(showing(page)).toHaveText('Showing 19 to 24 of 24 trainings');
  await expect(page).toHaveURL(/page=3/);

  // The category filter goes back to page 1; its sub-categories come with it.
  await expect(page.getByRole('combobox', { name: 'Subcategory' })).toBeDisabled();
  await pick(page, 'Category', 'IT');
  await expect(showing(page)).toHaveText('Showing 1 to 5 of 5 trainings');
  await expect(page).not.toHaveURL(/page=/);
  await pick(page, 'Subcategory', 'Security');
  await expect(showing(page)).toHaveText('Showing 1 to 2 of 2 trainings');
  await expect(page).toHaveURL(/category=IT&subCategory=Security/);
  // Another category clears the sub-category.
  await pick(page, 'Category', 'Warehouse');
  await expect(page).not.toHaveURL(/subCategory/);
  await expect(showing(page)).toHaveText('Showing 1 to 5 of 5 trainings');

  // Search within the category.
  await page.getByRole('searchbox', { name: 'Search trainings' }).fill('forklift');
  await expect(showing(page)).toHaveText('Showing 1 of 1 training');
  await expect(page).toHaveURL(/category=Warehouse&search=forklift/);
  await page.getByRole('link', { name: 'Forklift Safety Essentials' }).click();

  await expect(page).toHaveURL(/\/helpDocs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forklift Safety Essentials' })).toBeVisible();
  const video = page.locator('iframe[title="Forklift Safety Essentials (YouTube video)"]');
  await expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqKPMtK2SX8');
  await expect(video).toHaveAttribute('sandbox', /allow-scripts/);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('training-detail-1366.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Forklift Pre-Shift Checklist.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Forklift Pre-Shift Checklist.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Back returns to the same filtered view.
  await page.goBack();
  await expect(page).toHaveURL(/category=Warehouse&search=forklift/);
  await expect(showing(page)).toHaveText('Showing 1 of 1 training');
});

test('Emery opens a Covid-19 protocol’s details and finds a corporate form by category', async ({
  page,
  signedInAs,
}, testInfo) => {
  test.setTimeout(180_000);
  await signedInAs('emery');
  await menu(page).getByRole('link', { name: 'Covid Protocols' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Covid-19 Protocols' })).toBeVisible();
  await expect(cards(page, 'Covid-19 documents')).toHaveCount(5);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'View Details of Positive Case on Site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Positive Case on Site' });
  await expect(dialog.getByText('Type: Protocol')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Download Positive Case Protocol.pdf' })).toHaveAttribute(
    'href',
    /^\/api\/library-attachments\/[0-9a-f-]{36}$/,
  );
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('covid-details-1366.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await menu(page).getByRole('link', { name: 'Corporate Forms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Forms' })).toBeVisible();
  await expect(showing(page)).toHaveText('Showing 1 to 9 of 14 forms');
  await page
    .getByRole('navigation', { name: 'Pages of forms' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(cards(page, 'Corporate forms')).toHaveCount(5);
  await pick(page, 'Category', 'Finance');
  await expect(showing(page)).toHaveText('Showing 1 to 5 of 5 forms');
  await pick(page, 'Subcategory', 'Expenses');
  await expect(showing(page)).toHaveText('Showing 1 to 2 of 2 forms');
  await page.getByRole('searchbox', { name: 'Search forms' }).fill('mileage');
  await expect(showing(page)).toHaveText('Showing 1 of 1 form');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('corporate-forms-1366.png'), fullPage: true });
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Mileage Log.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('Mileage Log.pdf');
});
