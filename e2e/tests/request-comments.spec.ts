import { expect, expectNoSeriousAxeViolations, openAs, test } from '../support/fixtures';
import { api } from '../support/api';
import { createRequest, decide } from '../support/requests';

/**
 * A conversation on a request (decision 046): Emery asks Drew by name, Drew is told and
 * replies, both comments sit between the status changes, and Casey, who is not on the
 * request, cannot read them.
 */
test('Emery mentions Drew, Drew is told and replies; the timeline keeps the order; Casey gets 404', async ({
  page,
  browser,
  signedInAs,
}) => {
  test.setTimeout(180_000);
  const description = `Dock scanners ${Date.now()}`;
  await signedInAs('emery');
  const id = await createRequest(page, 'Purchase', description);

  await page.goto(`/serviceRequests/${id}`);
  const activity = page.getByRole('region', { name: 'Activity' });
  await activity.getByLabel('Add a comment').fill('@Drew Okafor can you look today?');
  await activity.getByRole('button', { name: 'Comment' }).click();
  await expect(
    activity.getByRole('listitem').filter({ hasText: '@Drew Okafor can you look today?' }),
  ).toBeVisible();
  await expect(activity.getByLabel('Add a comment')).toHaveValue('');
  await expectNoSeriousAxeViolations(page);

  const drew = await openAs(browser, 'drew');
  await drew.getByRole('button', { name: 'Notifications' }).click();
  const told = drew
    .getByRole('dialog')
    .or(drew.getByRole('menu'))
    .getByText(/Emery Lindqvist mentioned you on .*: “@Drew Okafor can you look today\?”/)
    .first();
  await expect(told).toBeVisible();
  await told.click();
  await expect(drew).toHaveURL(new RegExp(`/serviceRequests/${id}$`));
  const drewsActivity = drew.getByRole('region', { name: 'Activity' });
  await drewsActivity.getByLabel('Add a comment').fill('Yes, this afternoon.');
  await drewsActivity.getByRole('button', { name: 'Comment' }).click();
  await expect(drewsActivity.getByText('Yes, this afternoon.')).toBeVisible();
  await decide(drew, 'Approved', 'Two scanners, as quoted.');
  await expect(drewsActivity.getByText(/Purchase Approval: Approved by Drew Okafor/)).toBeVisible();

  await page.reload();
  const rows = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText('Submitted: Pending Purchase Approval');
  await expect(rows.nth(1)).toContainText('@Drew Okafor can you look today?');
  await expect(rows.nth(2)).toContainText('Yes, this afternoon.');
  await expect(rows.nth(3)).toContainText('Purchase Approval: Approved');
  await expect(rows.nth(4)).toContainText('Status changed from Pending Purchase Approval to');
  await expectNoSeriousAxeViolations(page);

  const casey = await openAs(browser, 'casey');
  expect((await api(casey, `/api/requests/${id}/timeline`)).status).toBe(404);
  expect((await api(casey, `/api/requests/${id}/comments`, 'POST', { body: 'Hi' })).status).toBe(404);
});
