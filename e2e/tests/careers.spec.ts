import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

/* Job Opportunities on the demo data: ten openings, three posted within the last week. */

test('Emery reads the job openings, newest first with their New badge, and pages through them', async ({
  page,
  signedInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedInAs('emery');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Job Opportunities' })
    .click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Opportunities' })).toBeVisible();
  const jobs = page.getByRole('list', { name: 'Job opportunities' }).getByRole('listitem');
  await expect(jobs).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    'Showing 1 to 3 of 10 job opportunities',
  );
  // Posted today, 2 and 5 days ago: all three new.
  await expect(jobs.getByText('New', { exact: true })).toHaveCount(3);
  const first = jobs.first();
  await expect(first.getByRole('link', { name: 'Site Superintendent', exact: true })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(first.getByRole('link', { name: 'Apply for Site Superintendent' })).toHaveAttribute(
    'href',
    /^https:\/\/careers\.example\.com\/jobs\/\d+\/apply$/,
  );
  await expect(first.getByRole('link', { name: 'Apply for Site Superintendent' })).toHaveAttribute(
    'rel',
    /noopener/,
  );
  await expect(first).toContainText('Calgary, AB, Canada');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('careers-1366.png'), fullPage: true });

  // Page 2: posted 7, 12 and 19 days ago, none new (a week ago is no longer new); the address keeps the page.
  const pager = page.getByRole('navigation', { name: 'Pages of job opportunities' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(jobs.first()).toContainText('Facilities Coordinator');
  await expect(jobs.getByText('New', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(jobs.first()).toContainText('Facilities Coordinator');

  await page.getByRole('searchbox', { name: 'Search job opportunities' }).fill('toronto');
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    'Showing 1 to 2 of 2 job opportunities',
  );
});
