import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, openAs, test } from '../support/fixtures';
import { chooseProject } from '../support/requests';

/** Chooses a person in one of the shared people pickers: type part of the name, then pick. */
async function pickPerson(page: Page, field: string, name: string) {
  const picker = page.getByRole('combobox', { name: field, exact: true });
  await picker.fill(name.split(' ')[0]!);
  // The option reads the name, then the title and department.
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(picker).toHaveValue(name);
}

/** The Category options the request form offers for Purchase. */
async function requestFormOffers(page: Page) {
  await page.goto('/serviceRequests/new');
  await page.getByRole('button', { name: 'Purchase', exact: true }).click();
  const options = page.getByLabel(/^Category/).locator('option');
  // '--None--' is there at once; the type's categories once they have loaded.
  await expect.poll(() => options.count()).toBeGreaterThan(1);
  return options.allTextContents();
}

test('Alex adds a request category and a project with its approvers; Emery is offered both; Alex takes them off again', async ({
  page,
  browser,
  signedInAs,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const stamp = Date.now();
  const category = `Docking Stations ${stamp}`;
  const project = `Yard Camera Rollout ${stamp}`;
  const projectCode = `PRJ-E2E-${stamp}`;

  // The category, from the administration landing page.
  await signedInAs('alex', '/admin');
  await page.locator('#main-content').getByRole('link', { name: 'Request Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/request-categories$/);
  await expect(page.getByRole('table', { name: 'Request Categories' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'New Category' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Category' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(category);
  await page.getByLabel(/^Request Type/).selectOption({ label: 'Purchase' });
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/request-categories$/);
  await expect(page.getByText(`“${category}” was added.`)).toBeVisible();

  // The project, with its approvers; the same person cannot be both purchase approvers.
  await page.goto('/admin/projects');
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('projects-admin-list-1366.png'), fullPage: true });
  await page.getByRole('link', { name: 'New Project' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(project);
  await page.getByRole('textbox', { name: 'Project ID' }).fill(projectCode);
  await page.getByRole('textbox', { name: 'Group' }).fill('Northpeak Logistics');
  await pickPerson(page, 'Project Manager', 'Alex Morgan');
  await pickPerson(page, 'Purchase Approver', 'Drew Okafor');
  await pickPerson(page, 'Secondary Purchase Approver', 'Drew Okafor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The secondary purchase approver must be someone other than the purchase approver.'),
  ).toBeVisible();
  await pickPerson(page, 'Secondary Purchase Approver', 'Blair Chen');
  await pickPerson(page, 'Pre-Approver', 'Drew Okafor');
  await pickPerson(page, 'Estimate Approver', 'Blair Chen');
  await page.getByRole('textbox', { name: 'Payment Terms' }).fill('Net 30');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('project-admin-form-1366.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(page.getByText(`“${project}” was added.`)).toBeVisible();

  // Emery's request form offers both; the project's card names its purchase approvers.
  const emery = await openAs(browser, 'emery', '/');
  expect(await requestFormOffers(emery)).toContain(category);
  // Chosen from the search's answer, not from the first projects it replaces (a click on those
  // was lost once in CI).
  await chooseProject(emery, project);
  const card = emery.getByRole('region', { name: 'Project Details' });
  await expect(card.getByText('Drew Okafor')).toBeVisible();
  await expect(card.getByText('Blair Chen')).toBeVisible();
  await expectNoSeriousAxeViolations(emery);

  // Alex deactivates both: the request form no longer offers them.
  for (const [list, name] of [
    ['/admin/request-categories', category],
    ['/admin/projects', project],
  ] as const) {
    await page.goto(list);
    await page.getByRole('searchbox').fill(String(stamp));
    // The search's answer first (the heading row and one), or the click lands on a row the
    // list is about to redraw.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('switch', { name: /^Active/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`“${name}” was saved.`)).toBeVisible();
    await page.goto(`${list}?search=${stamp}`);
    await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Inactive')).toBeVisible();
  }
  // A fresh page: the form loads the catalogue again.
  expect(await requestFormOffers(emery)).not.toContain(category);
  await emery
    .getByLabel(/^Project/)
    .first()
    .fill(projectCode);
  await expect(emery.getByText('No projects found')).toBeVisible();

  // Nobody's request uses them, so Alex deletes both; later journeys see the demo catalogue.
  for (const [list, name] of [
    ['/admin/request-categories', category],
    ['/admin/projects', project],
  ] as const) {
    await page.goto(`${list}?search=${stamp}`);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`“${name}” was deleted.`)).toBeVisible();
  }

  // The log has each change: added, deactivated, deleted.
  await page.goto('/admin/audit-log?type=project');
  await expect(
    page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ hasText: project }),
  ).toHaveCount(3);

  // Emery may not manage them.
  await emery.goto('/admin/projects');
  await expect(emery.getByText('You do not have access to this page.')).toBeVisible();
});
