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
  await expect(employees.getByText('1 problem in 1 of 3 rows.')).toBeVisible();
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

test('a file checked clean but changed under it is refused at apply with its report', async ({
  signedInAs,
}) => {
  const header =
    'Employee_Number__c,First_Name__c,Last_Name__c,Display_Name__c,Job_Title__c,Manager_XRefCode__c,Company__c,Pay_Class_Name__c,Department_Name__c,Hire_Date__c,Termination_Date__c,Employment_Status__c,Employment_Status_Reason_XRefCode__c,Employment_Status_Effective_From__c,Office_365_Email__c';
  // Two new people with one work email: whichever is applied first takes it. They report to
  // the Operations leader, outside every persona's chain.
  const file = (number: string, first: string) => ({
    name: `employee-${number}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${header}\n${number},${first},Twinfield,${first} Twinfield,Dispatcher,000011,NPL,Hourly,Operations,2026-10-05,,ACTIVE,NEW HIRE NET NEW,2026-10-05,twinfield.import@example.com\n`,
    ),
  });
  const first = await signedInAs('casey');
  await first.goto('/hr-import');
  const employees = first.getByRole('region', { name: 'Master employee list' });
  await employees.locator('input[type=file]').setInputFiles(file('900021', 'Avery'));
  await expect(employees.getByText('The row is valid. Nothing has been written yet.')).toBeVisible();

  // Meanwhile, in another tab, a second file takes the email.
  const second = await first.context().newPage();
  await second.goto('/hr-import');
  const other = second.getByRole('region', { name: 'Master employee list' });
  await other.locator('input[type=file]').setInputFiles(file('900022', 'Blake'));
  await other.getByRole('button', { name: 'Apply' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();

  // The first file is checked again when applied: refused, with the row and the problem.
  await employees.getByRole('button', { name: 'Apply' }).click();
  await expect(employees.getByText(/Checked again when applied, the file now has problems\./)).toBeVisible();
  const problems = employees.getByRole('table', { name: 'Problems found in the file' });
  await expect(problems.getByRole('row').nth(1)).toHaveText(
    ['2', 'Office_365_Email__c', 'Another employee already has this work email'].join(''),
  );
  await expect(employees.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(first);
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
