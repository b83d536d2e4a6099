import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expect, openAs, test } from '../support/fixtures';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const EMERYS_COMPANY = 'Northpeak Logistics Inc.';

test('Alex grants Drew ELT: Drew’s next request has the Projects tab, and the audit log shows the change', async ({
  page,
  browser,
  signedInAs,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs('alex');
  await sidebar(page).getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Access Roles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Corporate Links' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('admin-1366.png'), fullPage: true });

  // Access Roles: Drew has none; Alex's own Admin box is locked.
  await page.getByRole('link', { name: 'Access Roles' }).click();
  await expect(page).toHaveURL(/\/admin\/access-roles$/);
  const table = page.getByRole('table', { name: 'Access Roles' });
  const search = page.getByRole('searchbox');
  await search.fill('Alex Morgan');
  await expect(table.getByRole('checkbox', { name: 'Admin for Alex Morgan' })).toBeChecked();
  await expect(table.getByRole('checkbox', { name: 'Admin for Alex Morgan' })).toBeDisabled();
  await search.fill('Drew Okafor');
  const elt = table.getByRole('checkbox', { name: 'ELT for Drew Okafor' });
  await expect(elt).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await elt.check();
  await expect(page.getByText("'ELT' was granted to Drew Okafor.")).toBeVisible();
  await expect(elt).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('access-roles-1366.png'), fullPage: true });

  // Drew's next request: the Projects tab on IT Requests.
  const drew = await openAs(browser, 'drew', '/serviceRequests');
  await expect(drew.getByRole('tab', { name: 'Projects' })).toBeVisible();

  // The audit log: who, what, when, before and after.
  await page.goto('/admin/audit-log');
  const log = page.getByRole('table', { name: 'Audit Log' });
  const row = log.getByRole('row').filter({ hasText: 'Drew Okafor' }).first();
  await expect(row).toContainText('Alex Morgan');
  await expect(row).toContainText('Access roles');
  await expectNoSeriousAxeViolations(page);
  await row.getByRole('button', { name: /View the change to Drew Okafor/ }).click();
  const change = page.getByRole('dialog', { name: /Changed: Drew Okafor/ });
  const roles = change.getByRole('row', { name: /roles/ });
  await expect(roles.getByRole('cell').nth(0)).toHaveText('(none)');
  await expect(roles.getByRole('cell').nth(1)).toHaveText('ELT');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('audit-log-1366.png') });
  await change.getByRole('button', { name: 'Close' }).click();

  // Only Alex's changes, from his name.
  await row.getByRole('button', { name: 'Show only changes by Alex Morgan' }).click();
  await expect(page.getByText('Changes by Alex Morgan')).toBeVisible();

  // Put Drew back as the other journeys expect him, from the keyboard: the box keeps the focus
  // while the change is saved and after it.
  await page.goto('/admin/access-roles?search=Drew%20Okafor');
  const eltAgain = table.getByRole('checkbox', { name: 'ELT for Drew Okafor' });
  await eltAgain.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText("'ELT' was removed from Drew Okafor.")).toBeVisible();
  await expect(eltAgain).not.toBeChecked();
  await expect(eltAgain).not.toHaveAttribute('aria-disabled');
  await expect(eltAgain).toBeFocused();
  await drew.reload();
  await expect(drew.getByRole('tab', { name: 'My Requests' })).toBeVisible();
  await expect(drew.getByRole('tab', { name: 'Projects' })).toHaveCount(0);
  await drew.context().close();
});

test('Alex adds a corporate link for Emery’s company: in her Corporate Links and dashboard, not editable by her', async ({
  page,
  browser,
  signedInAs,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs('alex', '/admin/quick-links');
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: EMERYS_COMPANY }).click();
  await expect(page).toHaveURL(/company=/);
  await page.getByRole('button', { name: 'New Corporate Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Corporate Link' });
  await expect(dialog.getByRole('combobox', { name: 'Company' })).toHaveValue(EMERYS_COMPANY);
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('Dispatch Board');
  await dialog.getByRole('textbox', { name: /^URL/ }).fill('dispatch.example.com');
  const picker = dialog.getByPlaceholder('Search icons');
  await picker.click();
  await picker.fill('truck');
  await page.getByRole('option', { name: 'Truck', exact: true }).click();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('“Dispatch Board” was added.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Corporate Links' });
  await expect(table.getByRole('row').filter({ hasText: 'Dispatch Board' })).toContainText(EMERYS_COMPANY);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('corporate-links-1366.png'), fullPage: true });

  // Emery: in the sidebar's Corporate Links and on her dashboard, without an Edit/Delete menu.
  const emery = await openAs(browser, 'emery');
  await emery.getByRole('button', { name: 'Corporate Links' }).click();
  await expect(emery.getByRole('menuitem', { name: /Dispatch Board/ })).toBeVisible();
  await emery.keyboard.press('Escape');
  const card = emery.getByRole('region', { name: 'Quick Links' });
  await expect(card.getByRole('link', { name: /Dispatch Board/ })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Actions for Dispatch Board' })).toHaveCount(0);
  // She hears of it.
  await emery.getByRole('button', { name: 'Notifications' }).click();
  await expect(emery.getByText('Dispatch Board was added to Corporate Links.')).toBeVisible();
  await emery.keyboard.press('Escape');

  // The administration is not hers.
  await expect(sidebar(emery).getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await emery.goto('/admin/quick-links');
  await expect(emery.getByText('You do not have access to this page.')).toBeVisible();
  await expectNoSeriousAxeViolations(emery);
  await emery.context().close();

  // Alex deletes it again; the audit log has both.
  await table.getByRole('button', { name: 'Actions for Dispatch Board' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('“Dispatch Board” was deleted.')).toBeVisible();
  await page.goto('/admin/audit-log?type=corporate-link');
  const log = page.getByRole('table', { name: 'Audit Log' });
  await expect(log.getByRole('row').filter({ hasText: 'Dispatch Board' })).toHaveCount(2);
  await expect(log.getByRole('row').filter({ hasText: 'Dispatch Board' }).first()).toContainText('Deleted');
});
