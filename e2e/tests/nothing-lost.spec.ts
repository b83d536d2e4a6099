import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';
import { createRequest } from '../support/requests';

/*
 * Nothing lost, nothing duplicated: Back from the attachments step edits the saved request,
 * leaving a form with changes asks first, a deleted request stays deleted on Back, the number
 * people see opens its request, and a list's whole view survives a reload.
 */

/** How many of the signed-in person's requests match a search, as the server counts them. */
async function countMine(page: Page, search: string): Promise<number> {
  const response = await page.request.get(`/api/requests?view=mine&search=${encodeURIComponent(search)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

test('Back from the attachments step edits the saved request, and Save updates it rather than adding one', async ({
  page,
  signedInAs,
}) => {
  const description = `Docking station ${Date.now()}`;
  await signedInAs('emery');
  const id = await createRequest(page, 'Support', description);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/serviceRequests/edit/${id}$`));
  await expect(page.getByLabel(/^Brief Description/)).toHaveValue(description);
  await page.getByLabel(/^Brief Description/).fill(`${description} (USB-C)`);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/serviceRequest/attachments/${id}$`));

  expect(await countMine(page, description)).toBe(1);
  const saved = await page.request.get(`/api/requests/${id}`);
  expect(((await saved.json()) as { description: string }).description).toBe(`${description} (USB-C)`);
});

test('leaving a form with unsaved changes from the sidebar asks first', async ({ page, signedInAs }) => {
  await signedInAs('emery', '/serviceRequests/new');
  await page.getByLabel(/^Brief Description/).fill('Half-written request');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });

  await sidebar.getByRole('link', { name: 'IT Requests' }).click();
  const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(prompt).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await prompt.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/serviceRequests\/new$/);
  await expect(page.getByLabel(/^Brief Description/)).toHaveValue('Half-written request');

  await sidebar.getByRole('link', { name: 'IT Requests' }).click();
  await prompt.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/serviceRequests$/);
});

test('Back after a delete says the request was not found', async ({ page, signedInAs }) => {
  const description = `Spare mouse ${Date.now()}`;
  await signedInAs('emery');
  const id = await createRequest(page, 'Support', description);
  await page.goto(`/serviceRequests/${id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted!')).toBeVisible();
  await expect(page).toHaveURL(/\/serviceRequests$/);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/serviceRequests/${id}$`));
  await expect(page.getByRole('alert')).toContainText('Request not found');
  await expect(page.getByRole('alert')).toContainText('The request was not found.');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('/serviceRequests/<number> opens the request; an unknown number is not found', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery');
  const id = await createRequest(page, 'Support', `Monitor arm ${Date.now()}`);
  const { displayName } = (await (await page.request.get(`/api/requests/${id}`)).json()) as {
    displayName: string;
  };

  for (const number of [displayName, String(Number(displayName))]) {
    await page.goto(`/serviceRequests/${number}`);
    await expect(page.getByRole('heading', { name: `IT Request ${displayName}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/serviceRequests/${id}$`));
  }

  await page.goto('/serviceRequests/999999');
  await expect(page.getByRole('alert')).toContainText('Request not found');
  await expect(page.getByRole('alert')).not.toContainText('could not be loaded');
});

test("a list's tab, page size, sort, search and hidden columns survive a reload", async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery', '/serviceRequests');
  await page.getByRole('tab', { name: /Approval Requests/ }).click();
  await page.getByRole('tab', { name: /My Requests/ }).click();
  const table = page.getByRole('table', { name: 'My Requests' });
  await page.getByRole('combobox', { name: 'Rows per page, My Requests' }).selectOption('5');
  await page.getByRole('searchbox', { name: 'Search My Requests' }).fill('Request');
  await expect(page).toHaveURL(/search=Request/);
  await table.getByRole('button', { name: 'Date' }).click();
  await expect(page).toHaveURL(/sort=createdAt/);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Priority' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/hide=priority/);
  await expect(table.getByRole('columnheader', { name: 'Priority' })).toHaveCount(0);

  const view = page.url();
  await page.reload();
  expect(page.url()).toBe(view);
  await expect(page.getByRole('combobox', { name: 'Rows per page, My Requests' })).toHaveValue('5');
  await expect(page.getByRole('searchbox', { name: 'Search My Requests' })).toHaveValue('Request');
  await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('columnheader', { name: 'Type' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Priority' })).toHaveCount(0);

  // Another tab is another list, opened on its own defaults; Back returns to this view.
  await page.getByRole('tab', { name: /Approval Requests/ }).click();
  await expect(page).toHaveURL(/tab=approvalRequests$/);
  await page.goBack();
  expect(page.url()).toBe(view);
  await expect(table.getByRole('columnheader', { name: 'Priority' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
