import { ONE_PIXEL_PNG } from '../support/files';
import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

/*
 * The Wall of Wow and the quotes are shown to everyone (the dashboard card, the loading
 * screen), so this journey removes what it adds: later journeys see the demo's months and
 * quotes as they were.
 */

const MONTH = '2100-12';
const MONTH_NAME = 'December 2100';

test('Alex adds a Wall of Wow month with a picture and a quote, sees them on the dashboard and in the lists, then deletes both', async ({
  page,
  signedInAs,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const author = `Journey Author ${Date.now()}`;

  await signedInAs('alex', '/admin');
  await page.locator('#main-content').getByRole('link', { name: 'Wall of Wow' }).click();
  await expect(page).toHaveURL(/\/admin\/wall-of-wow$/);
  const table = page.getByRole('table', { name: 'Wall of Wow entries' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A new month: nothing is sent while the form is empty; then the fields, then the picture.
  await page.getByRole('link', { name: 'New Wall of Wow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Wall of Wow' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose the winner')).toBeVisible();
  await page.getByRole('textbox', { name: 'Month', exact: true }).fill(MONTH);
  await page.getByRole('combobox', { name: 'Winner', exact: true }).fill('Emery Lind');
  await page.getByRole('option', { name: 'Emery Lindqvist' }).click();
  await page.getByRole('textbox', { name: 'Nominated By' }).fill('Drew Okafor');
  await page.getByRole('textbox', { name: 'Value', exact: true }).fill('Customer First');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/wall-of-wow\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByText('The entry was added. Now add its picture.')).toBeVisible();
  // A file that is not a picture is refused by name before it is sent.
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await expect(
    page.getByRole('alert').filter({ hasText: 'allowed extensions are: "jpg, jpeg, png, webp, gif"' }),
  ).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: 'Emery at the awards.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }]);
  const preview = page.getByRole('img', { name: 'Picture for Emery Lindqvist (Emery at the awards.png)' });
  await expect(preview).toHaveAttribute('src', `/api/wall-of-wow/${id}/image`);
  await expect
    .poll(() => preview.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(1);
  await expect(page.getByText('The picture was saved.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('wall-of-wow-edit-1366.png'), fullPage: true });

  // A month ahead waits for its month: the dashboard's card still shows the one under way.
  const shown = page.waitForResponse((response) => response.url().endsWith('/api/wall-of-wow/current'));
  await page.goto('/');
  const { wallOfWow } = (await (await shown).json()) as { wallOfWow: { month: string } | null };
  expect(wallOfWow?.month).not.toBe(`${MONTH}-01`);
  await expect(page.getByRole('region', { name: 'Wall of Wow' }).getByText(MONTH_NAME)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // A quote, in a modal on its list.
  await page.goto('/admin/quotes');
  const quotes = page.getByRole('table', { name: 'Quotes' });
  await expect(quotes.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'New Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Quote' });
  await dialog.getByRole('textbox', { name: 'Quote' }).fill('Every journey ends where it started.');
  await dialog.getByRole('textbox', { name: 'Author' }).fill(author);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The quote by ${author} was added.`)).toBeVisible();
  await page.getByRole('searchbox').fill(author);
  await expect(quotes.getByRole('row')).toHaveCount(2);
  await expect(quotes.getByRole('cell', { name: 'Every journey ends where it started.' })).toBeVisible();

  // Both deleted again, after the confirmation.
  await quotes.getByRole('button', { name: `Delete the quote by ${author}` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`The quote by ${author} was deleted.`)).toBeVisible();
  await expect(quotes.getByText('No Data to Display')).toBeVisible();

  await page.goto('/admin/wall-of-wow');
  await table.getByRole('button', { name: `Delete ${MONTH_NAME}: Emery Lindqvist` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${MONTH_NAME}: Emery Lindqvist” was deleted.`)).toBeVisible();
  await expect(table.getByText(MONTH_NAME)).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Wall of Wow' }).getByText(MONTH_NAME)).toHaveCount(0);

  // The log has every change.
  await page.goto('/admin/audit-log?type=wall-of-wow');
  await expect(
    page
      .getByRole('table', { name: 'Audit Log' })
      .getByRole('row')
      .filter({ hasText: 'Emery Lindqvist (2100-12)' }),
  ).toHaveCount(3);
  await page.goto('/admin/audit-log?type=quote');
  await expect(
    page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ hasText: author }),
  ).toHaveCount(2);
});
