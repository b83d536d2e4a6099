import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { TOUR_PAGES } from '@portico/domain/tours/tour-pages';
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

/**
 * Guided tours appear two seconds after a page loads and would stand in front of what other
 * journeys click. Journeys that are not about tours close them up front, as a person who closed
 * each tour earlier in the same browser session would have (tours.spec.ts tests the tours).
 */
export async function closeToursThisSession(context: BrowserContext) {
  // Runs in the page, whose sessionStorage the e2e project's Node types do not know.
  await context.addInitScript((pages) => {
    const page = globalThis as unknown as { sessionStorage: { setItem(key: string, value: string): void } };
    page.sessionStorage.setItem('portico.tours.closed', JSON.stringify(pages));
  }, TOUR_PAGES);
}

/** A second person in a browser context of their own, signed in and landed, tours closed. */
export async function openAs(browser: Browser, persona: PersonaKey, startAt = '/') {
  const context = await browser.newContext({ acceptDownloads: true });
  await closeToursThisSession(context);
  const page = await context.newPage();
  await signInAs(page, PERSONAS[persona].email, startAt);
  await expect(page.getByRole('banner').getByText(PERSONAS[persona].name)).toBeVisible();
  return page;
}

/**
 * Waits for the page's finite animations and transitions to end. A tooltip or modal fading in
 * is half transparent for a moment, and axe measures the contrast of what it sees then.
 * Endless ones (spinners, skeleton shimmer) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    interface RunningAnimation {
      finished: Promise<unknown>;
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
    }
    const doc = (globalThis as unknown as { document: { getAnimations(): RunningAnimation[] } }).document;
    const finite = doc
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** What axe finds on the page as it is now, once its animations have ended. */
export async function axeViolations(page: Page) {
  await settleAnimations(page);
  return (await new AxeBuilder({ page }).analyze()).violations;
}

export async function expectNoSeriousAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.html)
          .join(' | ')})`,
    ),
  ).toEqual([]);
}

/**
 * The WCAG contrast ratio of an element's text on its own background, from the computed
 * colours. For small opaque labels such as count badges: axe leaves a one-character text
 * unmeasured ("needs review"), so a count of 5 would pass where 10 fails.
 */
export async function ownTextContrast(locator: Locator) {
  const [text, background] = await locator.evaluate((element) => {
    // Runs in the page, whose DOM the e2e project's Node types do not know.
    type Style = { color: string; backgroundColor: string };
    const page = globalThis as unknown as { getComputedStyle(element: unknown): Style };
    const style = page.getComputedStyle(element);
    return [style.color, style.backgroundColor] as const;
  });
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

interface Fixtures {
  /** A page signed in as the named persona, landed on the dashboard, tours closed. */
  signedInAs: (persona: PersonaKey, startAt?: string) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  signedInAs: async ({ page }, use) => {
    await use(async (persona, startAt = '/') => {
      await closeToursThisSession(page.context());
      await signInAs(page, PERSONAS[persona].email, startAt);
      await expect(page.getByRole('banner').getByText(PERSONAS[persona].name)).toBeVisible();
      return page;
    });
  },
});

export { expect };
