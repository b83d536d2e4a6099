import { expect, expectNoSeriousAxeViolations, openAs, ownTextContrast, test } from '../support/fixtures';
import { createRequest, decide } from '../support/requests';

/**
 * Approvals that mean something: Drew is told a purchase waits for him, Blair's badge counts
 * what waits for her, and what Drew approved cannot be changed behind his back.
 */
test.describe.configure({ mode: 'serial' });

test('Blair’s Approval Requests badge counts the two estimates waiting for her, and highlights them', async ({
  signedInAs,
}) => {
  const page = await signedInAs('blair', '/serviceRequests?tab=approvalRequests&size=50');
  await expect(page.getByRole('tab', { name: 'Approval Requests, 2 pending' })).toBeVisible();
  const highlighted = page.locator('tr[data-highlighted]');
  await expect(highlighted).toHaveCount(2);
  await expect(highlighted.filter({ hasText: 'Yard trailer tracking' })).toHaveCount(1);
  await expect(highlighted.filter({ hasText: 'Pick-face slotting by velocity' })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  // The red counts, measured whatever their number of digits (axe skips a single digit).
  const badge = page.getByRole('tab', { name: /^Approval Requests/ }).locator('.mantine-Badge-root');
  expect(await ownTextContrast(badge)).toBeGreaterThanOrEqual(4.5);
  const bellCount = page.locator('.mantine-Indicator-indicator');
  expect(await ownTextContrast(bellCount)).toBeGreaterThanOrEqual(4.5);
});

test('Emery submits a purchase on Drew’s project; Drew’s bell says Approval needed and opens it; after his approval the quantity cannot change', async ({
  page,
  browser,
  signedInAs,
}) => {
  // Two people, two sign-ins and three accessibility checks on a shared machine.
  test.setTimeout(180_000);
  const description = `Label printers ${Date.now()}`;
  await signedInAs('emery');
  const id = await createRequest(page, 'Purchase', description);

  const drew = await openAs(browser, 'drew');
  await drew.getByRole('button', { name: 'Notifications' }).click();
  const needed = drew
    .getByRole('dialog')
    .or(drew.getByRole('menu'))
    .getByText(/Purchase Approval waits for your decision/)
    .first();
  await expect(needed).toBeVisible();
  await expectNoSeriousAxeViolations(drew);
  await needed.click();
  await expect(drew).toHaveURL(new RegExp(`/serviceRequests/${id}$`));
  await decide(drew, 'Approved', 'Two printers, as quoted.');
  await expect(drew.getByText('Two printers, as quoted.').first()).toBeVisible();

  // The edit form shows what Drew approved as read-only…
  await page.goto(`/serviceRequests/edit/${id}`);
  const quantity = page.getByLabel(/^Quantity/);
  await expect(quantity).toHaveValue('2');
  await expect(quantity).toHaveAttribute('readonly', '');
  await expect(page.getByText('Approved, so it can no longer be changed.').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // …and the server refuses a changed quantity with a message naming it and Drew.
  const refused = await page.evaluate(async (requestId) => {
    const headers = { 'content-type': 'application/json', 'x-requested-with': 'portico' };
    const detail = (await (await fetch(`/api/requests/${requestId}`, { headers })).json()) as {
      type: string;
      category: { id: string };
      project: { id: string };
      [field: string]: unknown;
    };
    const response = await fetch(`/api/requests/${requestId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        type: detail.type,
        onBehalf: false,
        category: detail.category.id,
        project: detail.project.id,
        priority: detail.priority,
        neededBy: detail.neededBy,
        description: detail.description,
        requestDetails: detail.requestDetails,
        productBrand: detail.productBrand,
        productModal: detail.productModal,
        productQuantity: '5',
        deliveryDetails: detail.deliveryDetails,
      }),
    });
    const problem = (await response.json()) as { detail: string };
    return { status: response.status, detail: problem.detail };
  }, id);
  expect(refused).toEqual({
    status: 409,
    detail: 'Quantity was approved by Drew Okafor and can no longer be changed.',
  });

  // Other fields still save.
  await page.getByLabel(/^Priority/).selectOption('1 - HIGH');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/serviceRequest/attachments/${id}$`));
});
