import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ONE_PAGE_PDF } from '../support/files';
import { expect, expectNoSeriousAxeViolations, openAs, test } from '../support/fixtures';

const pick = async (page: Page, field: string, option: string) => {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('Alex publishes a training with a video and a PDF; Emery hears of it, finds it and downloads the PDF', async ({
  page,
  browser,
  signedInAs,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const name = `Pallet Jack Safety ${Date.now()}`;
  await signedInAs('alex', '/admin');
  await page.locator('#main-content').getByRole('link', { name: 'Training Library' }).click();
  await expect(page).toHaveURL(/\/admin\/training-docs$/);
  await expect(page.getByRole('table', { name: 'Trainings and Covid-19 documents' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('training-admin-list-1366.png'), fullPage: true });

  await page.getByRole('link', { name: 'New Training' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Training' })).toBeVisible();
  // Nothing is sent with the required fields empty.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(page, 'Training Type', 'Legislative');
  await pick(page, 'Category', 'Warehouse');
  await pick(page, 'Subcategory', 'Safety');
  await pick(page, 'Region', 'Canada');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Moving pallets safely with a pallet jack.');
  await page.getByRole('textbox', { name: 'Video URL' }).fill('https://www.youtube.com/watch?v=aqKPMtK2SX8');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('training-admin-form-1366.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();

  // The new training's own page: its files are added here.
  await expect(page).toHaveURL(/\/admin\/training-docs\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await page
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'Pallet jack checklist.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF },
    ]);
  await expect(page.getByRole('link', { name: 'Download Pallet jack checklist.pdf' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('training-admin-edit-1366.png'), fullPage: true });

  // Emery: the bell has 'New Training', which opens the training.
  const emery = await openAs(browser, 'emery', '/');
  await emery.getByRole('button', { name: 'Notifications' }).click();
  const heard = emery.getByRole('dialog').getByText(`${name} was added to the Training Library.`);
  await expect(heard).toBeVisible();
  await heard.click();
  await expect(emery).toHaveURL(new RegExp(`/helpDocs/${id}$`));
  await expect(emery.getByRole('heading', { level: 1, name })).toBeVisible();

  // Found by search and category in the Training Library; its PDF downloads.
  await emery.goto('/helpDocs');
  await pick(emery, 'Category', 'Warehouse');
  await emery.getByRole('searchbox', { name: 'Search trainings' }).fill('pallet jack');
  await emery.getByRole('link', { name }).click();
  await expect(emery).toHaveURL(new RegExp(`/helpDocs/${id}$`));
  await expect(emery.locator('iframe[title$="(YouTube video)"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aqKPMtK2SX8',
  );
  await expectNoSeriousAxeViolations(emery);
  const downloading = emery.waitForEvent('download');
  await emery.getByRole('link', { name: 'Download Pallet jack checklist.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Pallet jack checklist.pdf');
  expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Emery may not manage the library.
  await emery.goto('/admin/training-docs');
  await expect(emery.getByText('You do not have access to this page.')).toBeVisible();

  // Alex deletes it again: found by search in the list, gone after confirming; the log has it all.
  await page.goto('/admin/training-docs');
  await page.getByRole('searchbox').fill(name);
  const table = page.getByRole('table', { name: 'Trainings and Covid-19 documents' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${name}” was deleted.`)).toBeVisible();
  await page.goto('/admin/audit-log?type=training-doc');
  await expect(
    page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ hasText: name }),
  ).toHaveCount(3);
});

test('Alex adds a corporate form with its PDF; Emery finds it in Corporate Forms; Alex deletes it', async ({
  page,
  browser,
  signedInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const name = `Parking Reimbursement ${Date.now()}`;
  await signedInAs('alex', '/admin/corporate-forms');
  await expect(page.getByRole('table', { name: 'Corporate forms' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'New Form' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(page, 'Category', 'Finance');
  await pick(page, 'Subcategory', 'Travel');
  await pick(page, 'Region', 'Canada');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/corporate-forms\/[0-9a-f-]{36}$/);
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: 'Parking receipt.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF }]);
  await expect(page.getByRole('link', { name: 'Download Parking receipt.pdf' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('form-admin-edit-1366.png'), fullPage: true });

  const emery = await openAs(browser, 'emery', '/forms');
  await emery.getByRole('searchbox', { name: 'Search forms' }).fill('parking reimbursement');
  await expect(emery.getByText(name)).toBeVisible();
  await expect(emery.getByRole('link', { name: 'Download Parking receipt.pdf' })).toBeVisible();

  await page.goto('/admin/corporate-forms');
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${name}” was deleted.`)).toBeVisible();
});
