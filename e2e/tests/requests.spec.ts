import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, openAs, test } from '../support/fixtures';
import { ONE_PAGE_PDF, ONE_PIXEL_PNG } from '../support/files';
import { createPurchaseByApi, createRequest, decide, openFromApprovals } from '../support/requests';

test.describe.configure({ mode: 'serial' });

test('Emery files a support request, a quote and a project brief, and finds each in My Requests', async ({
  page,
  signedInAs,
}) => {
  const stamp = Date.now();
  await signedInAs('emery');
  const kinds = ['Support', 'Quote', 'Project Brief'] as const;
  for (const kind of kinds) await createRequest(page, kind, `${kind} e2e ${stamp}`);
  await page.goto('/serviceRequests');
  for (const kind of kinds) {
    await expect(page.getByRole('row', { name: new RegExp(`${kind} e2e ${stamp}`) })).toBeVisible();
  }
});

test('Emery files a purchase with attachments; Drew approves it; Emery sees the decision', async ({
  page,
  browser,
  signedInAs,
}) => {
  const stamp = Date.now();
  await signedInAs('emery');
  const purchase = `Rugged scanners ${stamp}`;
  const purchaseId = await createRequest(page, 'Purchase', purchase);

  await page.locator('input[type=file]').setInputFiles([
    { name: 'quote.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF },
    { name: 'scanner.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
  ]);
  const attachments = page.getByRole('table', { name: 'Attachments' });
  await expect(attachments).toContainText('quote.pdf');
  await expect(attachments).toContainText('scanner.png');
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: 'Download quote.pdf' })
    .or(page.getByRole('link', { name: 'Download quote.pdf' }))
    .click();
  expect((await downloading).suggestedFilename()).toBe('quote.pdf');
  await expectNoSeriousAxeViolations(page);

  const drew = await openAs(browser, 'drew');
  const row = await openFromApprovals(drew, purchase);
  await expect(row).toContainText('Pending approval');
  await expect(drew.getByRole('tab', { name: /Approval Requests/ })).toContainText(/\d+/);
  await expectNoSeriousAxeViolations(drew);
  await row.getByRole('link').first().click();
  await expect(drew).toHaveURL(new RegExp(`/serviceRequests/${purchaseId}$`));
  await expectNoSeriousAxeViolations(drew);
  await decide(drew, 'Approved', 'Approved for the Halifax depot.');
  await expect(drew.getByText('Approved for the Halifax depot.').first()).toBeVisible();

  await page.goto(`/serviceRequests/${purchaseId}`);
  await expect(page.getByText('Approved for the Halifax depot.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Approval History' }).click();
  const history = page.getByRole('dialog');
  await expect(history).toContainText('Approved');
  await expect(history).toContainText('Drew Okafor');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Notifications' }).click();
  const approved = page
    .getByRole('dialog')
    .or(page.getByRole('menu'))
    .getByText(/approved/i)
    .first();
  await expect(approved).toBeVisible();
  await approved.click();
  await expect(page).toHaveURL(new RegExp(`/serviceRequests/${purchaseId}$`));
});

/**
 * Alex searches the IT desk for the request and works on it: the button of its own row, which
 * the list shows once the search has been answered (the first row before then is another
 * request's).
 */
async function workOn(alex: Page, title: string) {
  await alex.getByLabel('Search').fill(title);
  await expect(alex.getByRole('table').getByRole('row')).toHaveCount(2);
  await alex
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: /^Work on/ })
    .click();
}

test('a project brief: pre-approval, the IT desk’s estimate, estimate approval, assignment and ranking', async ({
  page,
  browser,
  signedInAs,
}) => {
  // Four people in turn, each in a browser of their own, beside another worker's journeys.
  test.setTimeout(180_000);
  const title = `Delivery tracking ${Date.now()}`;
  await signedInAs('emery');
  const briefId = await createRequest(page, 'Project Brief', title);

  const drew = await openAs(browser, 'drew');
  await openFromApprovals(drew, title);
  await drew.goto(`/serviceRequests/${briefId}`);
  await decide(drew, 'Approved', 'Worth estimating.');
  await expect(drew.getByText('Worth estimating.').first()).toBeVisible();

  const alex = await openAs(browser, 'alex', '/it-desk');
  await workOn(alex, title);
  const drawer = alex.getByRole('dialog');
  await drawer.getByLabel('Estimated Hours').fill('12.5');
  await drawer.getByLabel('Rate (CAD/hour)').fill('95');
  await expect(drawer).toContainText('1,187.50');
  await expectNoSeriousAxeViolations(alex);
  await drawer.getByRole('button', { name: 'Send for Approval' }).click();
  await expect(drawer).toBeHidden();

  const blair = await openAs(browser, 'blair', `/serviceRequests/${briefId}`);
  await expect(blair.getByText('1,187.50').first()).toBeVisible();
  await decide(blair, 'Approved', 'Go ahead.');
  await expect(blair.getByText('Go ahead.').first()).toBeVisible();

  await alex.goto('/it-desk');
  await workOn(alex, title);
  const fulfilment = alex.getByRole('dialog');
  await fulfilment
    .getByRole('textbox', { name: 'Status' })
    .or(fulfilment.getByLabel('Status', { exact: true }))
    .first()
    .click();
  await alex.getByRole('option', { name: 'Assigned', exact: true }).click();
  // The picker asks the server for the desk's staff by the name typed.
  await fulfilment.getByLabel('Assigned To', { exact: true }).fill('Alex Mor');
  await alex.getByRole('option', { name: 'Alex Morgan', exact: true }).click();
  await fulfilment.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(fulfilment).toBeHidden();
  await expect(alex.getByText(/ saved: assigned to Alex Morgan, status Assigned\.$/)).toBeVisible();

  await alex.goto('/serviceRequests?tab=ranking');
  const rankCell = alex
    .getByRole('row', { name: new RegExp(title) })
    .getByLabel(/^Rank .* Press Enter to edit/);
  await rankCell.dblclick();
  const rankInput = alex.getByRole('textbox', { name: /^Rank of/ });
  await rankInput.fill('3');
  await rankInput.press('Enter');
  await expect(alex.getByRole('row', { name: new RegExp(title) })).toContainText('3');
  await expectNoSeriousAxeViolations(alex);

  await page.goto('/serviceRequests?tab=ranking');
  const emeryRow = page.getByRole('row', { name: new RegExp(title) });
  await expect(emeryRow).toBeVisible();
  await emeryRow.getByText('3', { exact: true }).dblclick();
  await expect(page.getByRole('textbox', { name: /^Rank of/ })).toHaveCount(0);
});

test('the request pages pass axe: list, by type, new, and the IT desk and notifications', async ({
  page,
  browser,
  signedInAs,
}) => {
  await signedInAs('emery');
  for (const path of [
    '/serviceRequests',
    '/serviceRequestTypes/pending',
    '/serviceRequests/new',
    '/notifications',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
  const blair = await openAs(browser, 'blair', '/serviceRequests?tab=projects');
  await expect(blair.getByRole('tab', { name: 'Projects' })).toBeVisible();
  await expectNoSeriousAxeViolations(blair);
});

/** Where a locator is drawn, asserting it is drawn at all. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  return box!;
}

/** The locator is wholly inside the window's width, and nothing is drawn over its middle. */
async function expectReadable(page: Page, locator: Locator) {
  const box = await boxOf(locator);
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  // The column of the cell drawn at its middle (the journeys' code has no DOM types: a string).
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const onTop = await page.evaluate(
    `document.elementFromPoint(${x}, ${y})?.closest('td')?.getAttribute('data-column') ?? null`,
  );
  expect(onTop, 'nothing drawn over it').not.toBe('actions');
}

test('a long unbroken description leaves Description and Status in view: My Requests and Approval Requests, laptop and phone', async ({
  page,
  browser,
  signedInAs,
}) => {
  // One 100-character word, the longest Brief Description there is.
  const stamp = String(Date.now());
  const description = `Unbroken${stamp}`.padEnd(100, 'x');
  await signedInAs('emery');
  const purchase = await createPurchaseByApi(page, description);
  const number = purchase.name.replace(/^SR-/, '');
  const drew = await openAs(browser, 'drew');

  for (const [who, path, table] of [
    [page, `/serviceRequests?search=${stamp}`, 'My Requests'],
    [drew, `/serviceRequests?tab=approvalRequests&search=${stamp}`, 'Approval Requests'],
  ] as const) {
    for (const width of [1366, 390]) {
      await who.setViewportSize({ width, height: width > 1000 ? 768 : 844 });
      await who.goto(path);
      const row = who.getByRole('table', { name: table }).getByRole('row', { name: new RegExp(number) });
      await expect(row).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      await expectReadable(who, row.getByRole('cell', { name: description }));
      await expectReadable(who, row.getByRole('cell', { name: /^Pending/ }).first());
      await expectReadable(who, row.getByRole('link', { name: number, exact: true }).first());
      // The table never scrolls sideways for it.
      const scroller = who.locator('.mantine-ScrollArea-viewport', {
        has: who.getByRole('table', { name: table }),
      });
      const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
      await expectNoSeriousAxeViolations(who);
      const shot = `test-results/requests/${table.replace(' ', '-')}-long-${width}.png`;
      await who.screenshot({ path: shot, fullPage: true });
    }
  }
  await drew.context().close();
});
