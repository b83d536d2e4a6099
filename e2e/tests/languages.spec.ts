import { expectNoSeriousAxeViolations, expect, test } from '../support/fixtures';

/*
 * English and French (issue 30, docs/translations.md): a browser in French is greeted in French
 * before anyone signs in; a signed-in person switches in place, and their choice is theirs on
 * the next visit, whatever the browser remembers. Each test leaves Emery in English, as the
 * other journeys of this worker expect her.
 */
test.describe('a browser in French', () => {
  test.use({ locale: 'fr-CA' });

  test('is greeted in French on the login page, marked as French, and it passes axe', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bienvenue dans le portail des employés' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-CA');
    await expect(page).toHaveTitle('Connexion · Portico');
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('a signed-in person', () => {
  test.afterEach(async ({ apiAs }) => {
    await (await apiAs('emery')).put('/api/me/language', { data: { language: 'en-CA' } });
  });

  test('switches to French in place, keeps it on the next visit, and switches back', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs('emery');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByPlaceholder('Name or email').fill('Aaliyah');
    await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Bonjour, Emery!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    // Nothing reloaded: what was typed is still there, in the search now named in French.
    await expect(page.getByPlaceholder('Nom ou courriel')).toHaveValue('Aaliyah');
    await expectNoSeriousAxeViolations(page);

    // The choice is Emery's, not this browser's: a browser that remembers nothing shows French.
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear(),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bonjour, Emery!' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Emery!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  });

  test('on a phone, switches from the avatar menu', async ({ page, signedInAs }) => {
    await signedInAs('emery');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Bonjour, Emery!' })).toBeVisible();
    await page.getByRole('button', { name: /^Menu du compte/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
  });
});
