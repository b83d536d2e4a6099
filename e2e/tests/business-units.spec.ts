import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expect, openAs, test } from '../support/fixtures';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const unitsTable = (page: Page) => page.getByRole('table', { name: 'Business Units' });
/** A unit's row, by its name cell exactly ('IT', not every unit whose leader's name has "it"). */
const unitRow = (page: Page, name: string) =>
  unitsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell').getByText(name, { exact: true }) });
const chartCards = (page: Page) => page.getByTestId('org-chart').locator('.react-flow__node');

/** Opens the unit's Edit, chooses the leader in the people picker and saves. */
async function chooseLeader(page: Page, unit: string, leader: string) {
  await unitRow(page, unit)
    .getByRole('button', { name: `Edit ${unit}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Business Unit' });
  const picker = dialog.getByRole('combobox', { name: /^Leader/ });
  await picker.clear();
  await picker.fill(leader);
  // By the name line exactly: "Sam Lee" is not "Sam Leeds".
  await page
    .getByRole('option')
    .filter({ has: page.getByText(leader, { exact: true }) })
    .click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${unit} is now led by ${leader}.`)).toBeVisible();
}

test('Casey (HR) makes Alex the leader of IT: the IT org chart starts at Alex at once; then the leader is put back', async ({
  page,
  browser,
  signedInAs,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs('casey');
  await sidebar(page).getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'Business Units' }).click();
  await expect(page).toHaveURL(/\/admin\/business-units$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Units' })).toBeVisible();

  // Every unit on one page; IT with its leader's name, title and employee number.
  await page.goto('/admin/business-units?size=50');
  const itRow = unitRow(page, 'IT');
  await expect(itRow).toHaveCount(1);
  const original = (await itRow.getByRole('cell').nth(1).innerText()).trim();
  expect(original).not.toBe('');
  await expect(itRow).toContainText('Director of Information Technology');
  await expect(unitRow(page, 'Field')).toContainText('No org chart tab');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('business-units-1366.png'), fullPage: true });

  await unitRow(page, 'IT').getByRole('button', { name: 'Edit IT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Business Unit' });
  await expect(dialog.getByRole('combobox', { name: /^Leader/ })).toHaveValue(original);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await chooseLeader(page, 'IT', 'Alex Morgan');
  await expect(unitRow(page, 'IT')).toContainText('IT Manager');
  await expect(unitRow(page, 'IT').getByRole('cell').nth(1)).toHaveText('Alex Morgan');

  // Anyone's org chart: the IT tab now starts at Alex, with his team below him.
  const emery = await openAs(browser, 'emery', '/org-charts?department=IT');
  await expect(emery.getByRole('tab', { name: 'IT', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(chartCards(emery).first()).toContainText('Alex Morgan');
  await expect(chartCards(emery).filter({ hasText: original })).toHaveCount(0);

  // A unit in use cannot be deleted; the answer says why.
  await unitRow(page, 'IT').getByRole('button', { name: 'Delete IT' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'IT cannot be deleted' })).toContainText(
    /IT cannot be deleted: \d+ current employees have it as their department/,
  );
  await expect(unitRow(page, 'IT')).toHaveCount(1);

  // Put the leader back, as the other journeys expect IT.
  await chooseLeader(page, 'IT', original);
  await emery.reload();
  await expect(chartCards(emery).first()).toContainText(original);
  await emery.context().close();
});

test('Alex adds a business unit, which gets its org chart tab, and deletes it again', async ({
  page,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs('alex', '/admin/business-units');
  await page.getByRole('button', { name: 'New Business Unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Business Unit' });
  // Both fields are required, with the spec's message.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Journey Lab');
  const picker = dialog.getByRole('combobox', { name: /^Leader/ });
  await picker.fill('Casey Patel');
  await page
    .getByRole('option')
    .filter({ has: page.getByText('Casey Patel', { exact: true }) })
    .click();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Journey Lab was added.')).toBeVisible();
  await expect(unitRow(page, 'Journey Lab')).toContainText('Casey Patel');

  await page.goto('/org-charts?department=Journey%20Lab');
  await expect(page.getByRole('tab', { name: 'Journey Lab' })).toHaveAttribute('aria-selected', 'true');
  await expect(chartCards(page).first()).toContainText('Casey Patel');

  await page.goto('/admin/business-units?search=Journey');
  await unitRow(page, 'Journey Lab').getByRole('button', { name: 'Delete Journey Lab' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Journey Lab was deleted.')).toBeVisible();
  await expect(unitRow(page, 'Journey Lab')).toHaveCount(0);
  await page.goto('/org-charts');
  await expect(page.getByRole('tab', { name: 'Operations', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Journey Lab' })).toHaveCount(0);
});

test('Drew, without Admin or HR, is told the page is not his', async ({ page, signedInAs }) => {
  await signedInAs('drew', '/admin/business-units');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
