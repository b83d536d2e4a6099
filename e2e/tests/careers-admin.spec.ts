import { expect, expectNoSeriousAxeViolations, openAs, test } from '../support/fixtures';

/*
 * Alex posts a job opening, Emery finds it on Job Opportunities with its 'New' badge, Alex
 * changes and then deletes it. The opening is gone at the end, so the careers journey (and any
 * other that counts the demo's ten openings) sees the demo data as it was.
 */

test('Alex posts a job opening; Emery sees it New on Job Opportunities; Alex edits and deletes it', async ({
  page,
  browser,
  signedInAs,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const title = `Tower Crane Operator ${Date.now()}`;
  await signedInAs('alex', '/admin');
  await page.locator('#main-content').getByRole('link', { name: 'Job Opportunities' }).click();
  await expect(page).toHaveURL(/\/admin\/careers$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Job Opportunities Administration' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Job openings' });
  // The demo's ten openings, newest first.
  await expect(table.getByRole('row')).toHaveCount(11);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('careers-admin-list-1366.png'), fullPage: true });

  await page.getByRole('link', { name: 'New Job Opening' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Job Opening' })).toBeVisible();
  // Posted today unless changed.
  await expect(page.getByRole('textbox', { name: 'Date Posted' })).not.toHaveValue('');
  // Nothing is sent without a title (in English or in French: 'Required' on both), or with an
  // address that is not http(s).
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(2);
  await page.getByRole('textbox', { name: /^Job Title/ }).fill(title);
  await page.getByRole('textbox', { name: 'Apply URL' }).fill('careers.example.com/apply');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/careers\/new$/);
  await page.getByRole('textbox', { name: 'Job Details URL' }).fill('https://careers.example.com/jobs/90210');
  await page.getByRole('textbox', { name: 'Apply URL' }).fill('https://careers.example.com/jobs/90210/apply');
  await page.getByRole('textbox', { name: 'City' }).fill('Saskatoon');
  await page.getByRole('textbox', { name: 'State / Province' }).fill('SK');
  await page.getByRole('textbox', { name: 'Country' }).fill('Canada');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('careers-admin-form-1366.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();

  // Back on the list, which says what happened and holds the new opening among the newest.
  await expect(page).toHaveURL(/\/admin\/careers$/);
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was posted.` })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Saskatoon');
  await expect(row.getByText('New', { exact: true })).toBeVisible();

  // Emery: on Job Opportunities at once, New, with its place and links to the hiring site.
  const emery = await openAs(browser, 'emery', '/careers');
  await emery.getByRole('searchbox', { name: 'Search job opportunities' }).fill('tower crane');
  const jobs = emery.getByRole('list', { name: 'Job opportunities' }).getByRole('listitem');
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText(title);
  await expect(jobs.first()).toContainText('Saskatoon, SK, Canada');
  await expect(jobs.first().getByText('New', { exact: true })).toBeVisible();
  await expect(jobs.first().getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    'https://careers.example.com/jobs/90210',
  );
  await expect(jobs.first().getByRole('link', { name: `Apply for ${title}` })).toHaveAttribute(
    'href',
    'https://careers.example.com/jobs/90210/apply',
  );
  await expectNoSeriousAxeViolations(emery);
  await emery.screenshot({ path: testInfo.outputPath('careers-admin-emery-1366.png'), fullPage: true });

  // Emery may not manage the openings.
  await emery.goto('/admin/careers');
  await expect(emery.getByText('You do not have access to this page.')).toBeVisible();

  // Alex moves it to Regina.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job Opening' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Job Title/ })).toHaveValue(title);
  await page.getByRole('textbox', { name: 'City' }).fill('Regina');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was saved.` })).toBeVisible();
  await expect(row).toContainText('Regina');

  // Alex deletes it: found by search, gone after confirming, and from Emery's page too.
  await page.getByRole('searchbox', { name: 'Search Job openings' }).fill('tower crane');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this record? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was deleted.` })).toBeVisible();
  await expect(table).toContainText('No Data to Display');

  await emery.goto('/careers?search=tower%20crane');
  await expect(emery.getByText('No Data to Display')).toBeVisible();

  // The audit log has the three changes.
  await page.goto('/admin/audit-log?type=job-opening');
  await expect(
    page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ hasText: title }),
  ).toHaveCount(3);
});
