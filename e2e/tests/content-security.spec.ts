import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Every report of the page's Content Security Policy, gathered from before the first script. */
async function recordPolicyViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const page = globalThis as unknown as {
      portico_violations: string[];
      addEventListener(
        type: string,
        listener: (event: { violatedDirective: string; blockedURI: string }) => void,
      ): void;
    };
    page.portico_violations = [];
    page.addEventListener('securitypolicyviolation', (event) =>
      page.portico_violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const violationsOn = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { portico_violations: string[] }).portico_violations);

/**
 * The portal's pages work inside their own policy: nothing they do is refused and reported
 * (zod once probed for `eval` on every page that parsed a form or an answer).
 */
test('the dashboard and a request form run without a Content Security Policy report', async ({
  page,
  signedInAs,
}) => {
  await recordPolicyViolations(page.context());
  await signedInAs('emery');
  await expect(page.getByRole('region', { name: 'Greeting' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await violationsOn(page)).toEqual([]);

  await page.goto('/serviceRequests/new');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.getByRole('button', { name: /save/i }).first().click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await violationsOn(page)).toEqual([]);
});
