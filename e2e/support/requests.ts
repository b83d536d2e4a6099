import { expect, type Page } from '@playwright/test';
import { api } from './api';
import { personasDay } from './clock';

/** A day `days` after the personas' today, as the Needed By and Delivered Date fields take it. */
export const daysAhead = (days: number): string => personasDay(days);

export type RequestKind = 'Support' | 'Purchase' | 'Quote' | 'Project Brief';

/** The demo project whose purchase approver and pre-approver is Drew; Blair approves estimates. */
export const DREWS_PROJECT = 'Customer Delivery Portal';

/** The project field's texts, in English unless told (a journey in French gives its own). */
const PROJECT_FIELD = {
  label: /^Project/,
  details: 'Project Details',
  noneChosen: 'Choose a project to see its details.',
};

export async function chooseProject(page: Page, name: string, texts = PROJECT_FIELD) {
  await page.getByLabel(texts.label).first().fill(name);
  // The list first shows the first projects, then (after the typing pause) the search's answer:
  // choose from the answer, not from a list about to be replaced.
  const options = page.getByRole('listbox').getByRole('option');
  await expect
    .poll(async () => {
      const texts = await options.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(name));
    })
    .toBe(true);
  await options.filter({ hasText: name }).first().click();
  await expect(page.getByRole('region', { name: texts.details })).not.toContainText(texts.noneChosen);
}

/** Fills the request form for one type and saves; lands on the attachments step. */
export async function createRequest(page: Page, kind: RequestKind, description: string) {
  await page.goto('/serviceRequests/new');
  await page.getByRole('button', { name: kind, exact: true }).click();
  await page.getByLabel(/^Category/).selectOption({ index: 1 });
  if (kind === 'Purchase' || kind === 'Project Brief') await chooseProject(page, DREWS_PROJECT);
  await page.getByLabel(/^Priority/).selectOption('2 - Medium');
  await page.getByLabel(/^Needed By/).fill(daysAhead(21));
  await page.keyboard.press('Tab');
  await page.getByLabel(/^Brief Description/).fill(description);
  await page.getByLabel(/^Details/).fill(`${description}, in more detail for the IT team.`);
  if (kind === 'Purchase' || kind === 'Quote') {
    await page.getByLabel(/^Brand/).fill('Zebra');
    await page.getByLabel(/^Model/).fill('ET40');
    await page.getByLabel(/^Quantity/).fill('2');
  }
  if (kind === 'Purchase') await page.getByLabel(/^Delivery Details/).fill('Ship to the Halifax depot.');
  if (kind === 'Project Brief') {
    await page.getByLabel(/^Project Title/).fill(description);
    await page.getByLabel(/^Project Type/).selectOption('New Solution');
    await page.getByLabel(/^Budget/).fill('$26,000');
    await page.getByLabel(/^Importance/).fill('Customers call us daily to ask where deliveries are.');
    await page.getByLabel(/^Problem/).fill('Delivery status lives only in the dispatch system.');
    await page.getByLabel(/^Outcomes/).fill('Customers track deliveries themselves.');
    await page.getByLabel(/^Success Criteria/).fill('Half as many where-is-it calls by spring.');
    await page.getByLabel(/^Delivered Date/).fill(daysAhead(120));
    await page.keyboard.press('Tab');
  }
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page).toHaveURL(/\/serviceRequest\/attachments\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** Opens the approval tab and the request with this description. */
export async function openFromApprovals(page: Page, description: string) {
  await page.goto('/serviceRequests?tab=approvalRequests');
  const row = page.getByRole('row', { name: new RegExp(description) });
  await expect(row).toBeVisible();
  return row;
}

export async function decide(page: Page, decision: 'Approved' | 'Rejected', notes: string) {
  await page.getByRole('textbox', { name: /^Notes/ }).fill(notes);
  await page.getByRole('combobox', { name: /^Status/ }).selectOption(decision);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Emery's purchase on Drew's project, made through the API as her form would make it, so it
 * waits in Drew's Approval Requests. `page` is signed in as the requester.
 */
export async function createPurchaseByApi(page: Page, description: string) {
  const categories = await api(page, '/api/request-categories?type=Purchase%20Request');
  const projects = await api(page, `/api/projects?search=${encodeURIComponent(DREWS_PROJECT)}`);
  const purchase = await api(page, '/api/requests', 'POST', {
    type: 'Purchase Request',
    onBehalf: false,
    category: (categories.body.items as { id: string }[])[0]!.id,
    project: (projects.body.items as { id: string }[])[0]!.id,
    priority: '2 - Medium',
    neededBy: daysAhead(14),
    description,
    requestDetails: 'A label printer for the yard office.',
    productBrand: 'Zebra',
    productModal: 'ZD421',
    productQuantity: '1',
    deliveryDetails: 'Yard office.',
  });
  expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
  return purchase.body as { id: string; name: string };
}
