import {
  confirmProviderSignOut,
  expectNoSeriousAxeViolations,
  expect,
  signInAs,
  signInFreshAs,
  test,
} from '../support/fixtures';
import { PERSONAS, UNKNOWN_EMAIL, type PersonaKey } from '../support/personas';

/*
 * The one journey file that signs in through the identity provider every time: each persona,
 * the unknown user, signing out. The other journeys start from a session signed in this same
 * way once per worker (fixtures.ts).
 */
test.describe('signing in', () => {
  for (const persona of Object.keys(PERSONAS) as PersonaKey[]) {
    test(`${PERSONAS[persona].name} signs in and lands on the dashboard`, async ({ page }) => {
      await signInFreshAs(page, persona);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: PERSONAS[persona].name })).toHaveAttribute(
        'href',
        '/profile',
      );
    });
  }

  test('the login page offers one Sign in button and passes axe', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('someone unknown to the portal sees the unknown-user message and can log out', async ({ page }) => {
    await signInAs(page, UNKNOWN_EMAIL);
    await expect(page.getByText('We could not find you on Portico, Contact Administrator.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await confirmProviderSignOut(page);
    // Nothing else is reachable: the API has no session for them.
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
  });

  test('no token reaches the page: the session cookie is HttpOnly, storage holds none', async ({ page }) => {
    await signInFreshAs(page, 'emery');
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'portico_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const seen = await page.evaluate(() => {
      // The page's own types (the e2e project is typed for Node, without the DOM's).
      interface Storage {
        length: number;
        key(index: number): string | null;
        getItem(key: string): string | null;
      }
      const window = globalThis as unknown as {
        document: { cookie: string };
        localStorage: Storage;
        sessionStorage: Storage;
      };
      const stored = (storage: Storage) =>
        Array.from({ length: storage.length }, (_, index) => {
          const key = storage.key(index)!;
          return `${key}=${storage.getItem(key)}`;
        });
      return [window.document.cookie, ...stored(window.localStorage), ...stored(window.sessionStorage)].join(
        '\n',
      );
    });
    expect(seen).not.toContain(session.value);
    expect(seen).not.toMatch(/portico_session|id_token|access_token|refresh_token/);
  });

  test('signing out ends the session and a new person can sign in', async ({ page }) => {
    await signInFreshAs(page, 'emery');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await confirmProviderSignOut(page);
    expect((await page.request.get('/api/me')).status()).toBe(401);
    await signInAs(page, PERSONAS.drew.email);
    await expect(page.getByRole('link', { name: PERSONAS.drew.name })).toBeVisible();
  });
});

test.describe('deep links and unknown pages', () => {
  test('a signed-out visit goes to /login and returns to the same route after sign-in', async ({ page }) => {
    await signInAs(page, PERSONAS.emery.email, '/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  });

  test('a signed-out visit to any spec route is sent to /login', async ({ page }) => {
    for (const path of [
      '/',
      '/serviceRequests',
      '/employees',
      '/peopleMetrics',
      '/org-charts',
      '/some/unknown/path',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?next=/);
    }
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await signInFreshAs(page, 'emery');
    await page.goto('/some/unknown/path');
    await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
