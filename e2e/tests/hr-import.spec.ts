import { join } from 'node:path';
import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

/*
 * The HR import as Casey (HR) meets it: a file with a bad row is reported and nothing is written;
 * the good sample is checked, applied, and its new hires are in the directory. Emery has no menu
 * entry and the page tells her it is not for her.
 */

const sample = (name: string) => join(import.meta.dirname, '..', '..', 'docs', 'samples', name);

test('Casey checks a file with a bad row, then applies a good file and finds the new hires', async ({
  signedInAs,
}) => {
  test.setTimeout(120_000);
  const page = await signedInAs('casey');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'HR Import' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'HR Import' })).toBeVisible();
  const employees = page.getByRole('region', { name: 'Master employee list' });
  await expectNoSeriousAxeViolations(page);

  // A bad row: the report names it, and there is nothing to apply.
  await employees.locator('input[type=file]').setInputFiles(sample('employees-bad-row.csv'));
  await expect(employees.getByText('Nothing was written')).toBeVisible();
  await expect(employees.getByText('1 problem in 3 rows.')).toBeVisible();
  const problems = employees.getByRole('table', { name: 'Problems found in the file' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toHaveText(
    ['3', 'Hire_Date__c', 'Enter a valid date'].join(''),
  );
  await expect(employees.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The good file: a processing state while the server reads it, then Apply.
  await page.route('**/api/hr-import/employees/check', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  // The sample's people report to the Operations leader, outside every persona's chain, so the
  // journeys that count Drew's team after this one still see the seeded team.
  await employees.locator('input[type=file]').setInputFiles(sample('employees-good.csv'));
  // (The upload's own progress events depend on the browser's network stack; the test's
  // interception may hold them back, so either state may show while the server is slow.)
  await expect(
    employees.getByRole('progressbar', { name: 'Upload of the master employee list file' }),
  ).toBeAttached();
  await expect(
    employees.getByRole('status').filter({ hasText: /Uploading… \d+%|Checking the rows…/ }),
  ).toBeVisible();
  await expect(employees.getByText('All 3 rows are valid. Nothing has been written yet.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await employees.getByRole('button', { name: 'Apply' }).click();
  await expect(employees.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
    'Imported 3 rows: 3 employees created, 0 employees updated, 3 employment history rows written.',
  );
  await expectNoSeriousAxeViolations(page);

  // The directory knows them at once.
  await page.goto('/employees?search=Jordan+Reyes');
  await expect(
    page.getByRole('list', { name: 'Employees' }).getByRole('heading', { name: 'Jordan Reyes' }),
  ).toBeVisible();
});

test('Emery has no HR Import entry and the page is not for her', async ({ signedInAs }) => {
  const page = await signedInAs('emery');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'My Time Away' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'HR Import' })).toHaveCount(0);
  await page.goto('/hr-import');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
