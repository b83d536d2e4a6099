import { expect, expectNoSeriousAxeViolations, openAs, test } from '../support/fixtures';
import { createRequest, daysAhead, decide, openFromApprovals } from '../support/requests';

/*
 * Substitute approvers (decision 044): Drew is away, Blair approves for him. The journey removes
 * Drew's range at the end, so later journeys see Blair's approvals as the demo has them.
 */

test('Drew sets Blair as his substitute; Emery’s purchase reaches Blair, who approves it for Drew', async ({
  page,
  browser,
  signedInAs,
}) => {
  test.setTimeout(240_000);
  const description = `Handheld scanners ${Date.now()}`;
  const today = daysAhead(0);

  // Drew: 'I am away, Blair approves for me', on his profile.
  await signedInAs('drew', '/profile');
  const section = page.getByRole('region', { name: 'Substitute approver' });
  await section.getByRole('button', { name: 'Add Substitute' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Substitute' });
  await dialog.getByRole('combobox', { name: /^Substitute/ }).fill('Blair');
  await page.getByRole('option', { name: /Blair Chen/ }).click();
  await dialog.getByRole('textbox', { name: /^First day/ }).fill(today);
  await page.keyboard.press('Tab');
  await dialog.getByRole('textbox', { name: /^Last day/ }).fill(daysAhead(6));
  await page.keyboard.press('Tab');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText(/Blair Chen approves for Drew Okafor/).first()).toBeVisible();
  await expect(section.getByRole('table', { name: 'Substitute approvers' })).toContainText('Blair Chen');
  await expectNoSeriousAxeViolations(page);

  // Emery's purchase on Drew's project.
  const emery = await openAs(browser, 'emery');
  const id = await createRequest(emery, 'Purchase', description);

  // Blair is told, finds it in her Approval Requests, opens it and approves it for Drew.
  const blair = await openAs(browser, 'blair');
  await blair.getByRole('button', { name: 'Notifications' }).click();
  await expect(
    blair
      .getByRole('dialog')
      .or(blair.getByRole('menu'))
      .getByText(/Purchase Approval waits for your decision/)
      .first(),
  ).toBeVisible();
  await blair.keyboard.press('Escape');
  const row = await openFromApprovals(blair, description);
  await expect(blair.locator('tr[data-highlighted]').filter({ hasText: description })).toHaveCount(1);
  // The row says whose step it is.
  await expect(row).toContainText('for Drew Okafor');
  await expect(blair.getByRole('tab', { name: /Approval Requests, \d+ pending/ })).toBeVisible();
  await expectNoSeriousAxeViolations(blair);
  await row.getByRole('link').first().click();
  await expect(blair).toHaveURL(new RegExp(`/serviceRequests/${id}$`));
  await expect(blair.getByRole('alert').filter({ hasText: 'You decide for Drew Okafor' })).toBeVisible();
  await decide(blair, 'Approved', 'Approved while Drew is away.');
  await expect(blair.getByText('Approved while Drew is away.').first()).toBeVisible();
  await blair.getByRole('button', { name: 'Approval History' }).click();
  const history = blair.getByRole('dialog');
  await expect(history).toContainText('Blair Chen for Drew Okafor');
  await expectNoSeriousAxeViolations(blair);

  // An Admin sees the range on Administration → Substitute Approvers.
  const alex = await openAs(browser, 'alex', '/admin');
  await alex.locator('#main-content').getByRole('link', { name: 'Substitute Approvers' }).click();
  await expect(alex).toHaveURL(/\/admin\/substitutes$/);
  const table = alex.getByRole('table', { name: 'Substitute Approvers' });
  await expect(table.getByRole('row', { name: /Drew Okafor.*Blair Chen/ })).toBeVisible();
  await expectNoSeriousAxeViolations(alex);

  // Drew removes his range again.
  await page.reload();
  await section.getByRole('button', { name: /^Delete Blair Chen approves for Drew Okafor/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByText(/: removed\.$/)).toBeVisible();
  await expect(section.getByText('No substitute set.')).toBeVisible();
});
