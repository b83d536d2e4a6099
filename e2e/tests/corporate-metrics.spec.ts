import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

/*
 * The Corporate dashboard (spec §2 /corporateMetrics): sample figures (decision 041), open to
 * everyone signed in, reached by its address (the spec's menu has no entry for it).
 */

const CHARTS = ['Revenue by Month', 'Revenue by Region', 'Share of Revenue by Region'];

test('Emery opens the Corporate dashboard: sample figures said so, three charts, each with its figures', async ({
  page,
  signedInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs('emery', '/corporateMetrics');
  await expect(page).toHaveURL(/\/corporateMetrics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Corporate Dashboard · Portico');
  await expect(page.getByTestId('sample-figures-notice')).toContainText('Sample figures');
  await expect(page.getByTestId('sample-figures-notice')).toContainText('They are not the group’s results.');
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Corporate Dashboard/ }),
  ).toHaveCount(0);

  for (const title of CHARTS) {
    const card = page.getByRole('region', { name: title, exact: true });
    await expect(card.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    // The drawing: the chart library arrived with the page, never with the first load of /.
    await expect(card.locator('.recharts-surface').first()).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('corporate-dashboard-1366.png'), fullPage: true });

  // The text alternative: each chart's figures as a table, opened from the keyboard.
  const months = page.getByRole('region', { name: 'Revenue by Month' });
  await months.getByText('Show the figures').focus();
  await page.keyboard.press('Enter');
  const table = months.getByRole('table', { name: 'Revenue by Month' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('row').nth(1)).toHaveText(/Jun\s*2,310/);
  const share = page.getByRole('region', { name: 'Share of Revenue by Region' });
  await share.getByText('Show the figures').click();
  await expect(share.getByRole('table', { name: 'Share of Revenue by Region' }).getByRole('row')).toHaveText([
    /Region.*Revenue.*Share/,
    /Canada\s*16,410\s*54%/,
    /USA\s*11,290\s*37%/,
    /Doha\s*2,835\s*9%/,
  ]);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath('corporate-dashboard-figures-1366.png'),
    fullPage: true,
  });
});
