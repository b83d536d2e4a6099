import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { PERSONAS, type PersonaKey } from './personas';

/**
 * Signs in through the real flow: the portal's 'Sign in' button, the development identity
 * provider's Email page, and back through the callback and the data loader.
 */
export async function signInAs(page: Page, email: string, startAt = '/') {
  await page.goto(startAt);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * After the portal's Logout, the development provider asks to end its own session too (as a
 * real provider's logout page would); confirm, and land back on the portal's login page.
 */
export async function confirmProviderSignOut(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign out of the development sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A second person in a browser context of their own, signed in and landed. */
export async function openAs(browser: Browser, persona: PersonaKey, startAt = '/') {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInAs(page, PERSONAS[persona].email, startAt);
  await expect(page.getByRole('banner').getByText(PERSONAS[persona].name)).toBeVisible();
  return page;
}

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`),
  ).toEqual([]);
}

interface Fixtures {
  /** A page signed in as the named persona, landed on the dashboard. */
  signedInAs: (persona: PersonaKey, startAt?: string) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  signedInAs: async ({ page }, use) => {
    await use(async (persona, startAt = '/') => {
      await signInAs(page, PERSONAS[persona].email, startAt);
      await expect(page.getByRole('banner').getByText(PERSONAS[persona].name)).toBeVisible();
      return page;
    });
  },
});

export { expect };
