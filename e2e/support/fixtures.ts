import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  request,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { TOUR_PAGES } from '@portico/domain/tours/tour-pages';
import { keepRunClock } from './clock';
import { PERSONAS, type PersonaKey } from './personas';
import { startSuiteServer, type SuiteServer } from './worker-server';

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

/**
 * Signs in through the real flow (signInAs) with tours closed, and waits for the banner to
 * name the person. For journeys about signing in and out themselves, and for a session that
 * a journey ends: the stored sessions below must outlive every journey.
 */
export async function signInFreshAs(page: Page, persona: PersonaKey, startAt = '/') {
  await closeToursThisSession(page.context());
  await signInAs(page, PERSONAS[persona].email, startAt);
  await expect(page.getByRole('banner').getByText(PERSONAS[persona].name)).toBeVisible();
  return page;
}

type SessionCookies = Awaited<ReturnType<BrowserContext['storageState']>>['cookies'];

/**
 * Each persona signs in once per worker server, through the real flow in a browser context of
 * its own, the first time a journey needs them; their session's cookies are kept and given to
 * every later journey's context. Sign-in itself is proved by sign-in.spec.ts, which signs in
 * through the identity provider every time. A journey that signs out ends its session on the
 * server, so it signs in afresh (signInFreshAs) rather than taking a stored session.
 */
class StoredSessions {
  private readonly sessions = new Map<PersonaKey, Promise<SessionCookies>>();

  constructor(
    private readonly browser: Browser,
    private readonly url: string,
  ) {}

  of(persona: PersonaKey): Promise<SessionCookies> {
    let cookies = this.sessions.get(persona);
    if (!cookies) {
      cookies = this.signIn(persona);
      this.sessions.set(persona, cookies);
      // A failed sign-in is not kept: the next journey tries again.
      cookies.catch(() => this.sessions.delete(persona));
    }
    return cookies;
  }

  private async signIn(persona: PersonaKey) {
    // From a browser in English, whatever the journey's own browser speaks: the sign-in pages
    // speak the browser's language, and signInAs reads them in English.
    const context = await this.browser.newContext({ baseURL: this.url, locale: 'en-CA' });
    try {
      await keepRunClock(context);
      await signInFreshAs(await context.newPage(), persona);
      const { cookies } = await context.storageState();
      expect(cookies.map((cookie) => cookie.name)).toContain('portico_session');
      return cookies;
    } finally {
      await context.close();
    }
  }
}

/** This worker's stored sessions, for openAs (set by the worker's `storedSessions` fixture). */
let workerSessions: StoredSessions | undefined;

/** Gives the context the persona's stored session, opens `startAt` and waits for their banner. */
async function enterAs(context: BrowserContext, page: Page, persona: PersonaKey, startAt: string) {
  if (!workerSessions) throw new Error('No stored sessions: import `test` from support/fixtures.ts');
  await closeToursThisSession(context);
  await context.addCookies(await workerSessions.of(persona));
  await page.goto(startAt);
  await expect(page.getByRole('banner').getByText(PERSONAS[persona].name)).toBeVisible();
  return page;
}

/** A second person in a browser context of their own, signed in and landed, tours closed. */
export async function openAs(browser: Browser, persona: PersonaKey, startAt = '/') {
  const context = await browser.newContext({ acceptDownloads: true });
  await keepRunClock(context);
  return enterAs(context, await context.newPage(), persona, startAt);
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

/**
 * What axe finds on the page as it is now, once its animations have ended. In axe's legacy
 * mode: it runs in the page itself, where the default opens a blank page for every analysis
 * to gather the frames' results in: more than half of each check's time here. Legacy mode
 * leaves out the inside of cross-origin frames; the portal's only one is a training's YouTube
 * or Vimeo player, that site's page and not ours (the frame element itself, its title, is still
 * checked). Only the violations come back: the passes are not read.
 */
export async function axeViolations(page: Page) {
  await settleAnimations(page);
  const analysis = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  return (await analysis.analyze()).violations;
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
  /** A page signed in as the named persona (their stored session), landed, tours closed. */
  signedInAs: (persona: PersonaKey, startAt?: string) => Promise<Page>;
  /**
   * The portal's API as the named persona, without a browser: their stored session and what
   * the portal's own page sends (its header and origin), for a journey to make the data it
   * asserts on.
   */
  apiAs: (persona: PersonaKey) => Promise<APIRequestContext>;
}

interface WorkerFixtures {
  /** This worker's own server and database (worker-server.ts). */
  suiteServer: SuiteServer;
  storedSessions: StoredSessions;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  suiteServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes from its first parameter.
    async ({}, use, workerInfo) => {
      const server = await startSuiteServer(workerInfo.parallelIndex);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // The first start migrates and seeds the 400-person demo organisation.
    { scope: 'worker', timeout: 180_000 },
  ],
  storedSessions: [
    async ({ browser, suiteServer }, use) => {
      workerSessions = new StoredSessions(browser, suiteServer.url);
      await use(workerSessions);
      workerSessions = undefined;
    },
    { scope: 'worker', auto: true },
  ],
  // Every page, page.request and context of a journey goes to this worker's server.
  baseURL: async ({ suiteServer }, use) => use(suiteServer.url),
  // The journey's own page keeps the run's clock (clock.ts), as the servers do.
  context: async ({ context }, use) => {
    await keepRunClock(context);
    await use(context);
  },
  signedInAs: async ({ page }, use) => {
    await use((persona, startAt = '/') => enterAs(page.context(), page, persona, startAt));
  },
  apiAs: async ({ suiteServer, storedSessions }, use) => {
    const opened: APIRequestContext[] = [];
    await use(async (persona) => {
      const context = await request.newContext({
        baseURL: suiteServer.url,
        storageState: { cookies: await storedSessions.of(persona), origins: [] },
        extraHTTPHeaders: { 'x-requested-with': 'portico', origin: suiteServer.url },
      });
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.dispose()));
  },
});

export { expect };
