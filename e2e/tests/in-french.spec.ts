import type { Page } from '@playwright/test';
import {
  closeToursThisSession,
  expectNoSeriousAxeViolations,
  expect,
  openAs,
  test,
} from '../support/fixtures';
import { PERSONAS } from '../support/personas';
import { createPurchaseByApi, decide, openFromApprovals } from '../support/requests';

const SHOTS = 'test-results/in-french';

/**
 * The page at a laptop's and a phone's width, each loaded afresh at that width (a layout
 * resized in place shows its drawer mid-way), for a person to look at; `ready` waits for it.
 */
async function screenshots(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.reload();
    await ready(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/*
 * Emery reads the portal in French (issue 30), from a browser in French: the sign-in, the
 * identity provider's page, her screens and what the portal tells her; Drew, whose language
 * is English, decides on her request in English and is told of it in English. Each test leaves
 * Emery in English, as the other journeys of this worker expect her.
 */
test.describe('Emery in French', () => {
  test.use({ locale: 'fr-CA' });
  test.afterEach(async ({ apiAs }) => {
    await (await apiAs('emery')).put('/api/me/language', { data: { language: 'en-CA' } });
  });

  test('signs in, reads her dashboard and My Time Away, and is told of Drew’s approval in French', async ({
    page,
    browser,
    apiAs,
  }) => {
    await (await apiAs('emery')).put('/api/me/language', { data: { language: 'fr-CA' } });
    // Drew chose English; his browser here is as French as Emery's.
    await (await apiAs('drew')).put('/api/me/language', { data: { language: 'en-CA' } });
    await closeToursThisSession(page.context());
    await page.setViewportSize({ width: 1366, height: 900 });

    // The sign-in and the identity provider's page speak French, each marked as French.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Connexion de développement' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.screenshot({ path: `${SHOTS}/identity-provider-1366.png` });
    await page.getByLabel('Courriel').fill(PERSONAS.emery.email);
    await page.getByRole('button', { name: 'Continuer' }).click();

    await expect(page.getByRole('heading', { name: 'Bonjour, Emery!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { name: 'Demandes TI récentes' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'dashboard', (shown) =>
      expect(shown.getByRole('heading', { name: 'Bonjour, Emery!' })).toBeVisible(),
    );

    await page.getByRole('navigation').getByRole('link', { name: 'Mes absences' }).click();
    await expect(page.getByRole('heading', { name: 'Mes absences', level: 1 })).toBeVisible();
    const totals = page.getByRole('table', { name: 'Totaux des absences, en jours' });
    await expect(totals.getByRole('columnheader', { name: 'Restant' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'my-time-away', (shown) =>
      expect(shown.getByRole('table', { name: 'Totaux des absences, en jours' })).toBeVisible(),
    );

    // Emery's purchase waits for Drew, who reads it and decides in English.
    const description = `Lecteurs robustes ${Date.now()}`;
    const purchase = await createPurchaseByApi(page, description);
    const drew = await openAs(browser, 'drew');
    await expect(drew.locator('html')).toHaveAttribute('lang', 'en-CA');
    await drew.getByRole('button', { name: 'Notifications' }).click();
    await expect(
      drew
        .getByRole('dialog')
        .getByText(/Purchase Approval waits for your decision/)
        .first(),
    ).toBeVisible();
    await drew.keyboard.press('Escape');
    const row = await openFromApprovals(drew, description);
    await row.getByRole('link').first().click();
    await expect(drew.getByRole('heading', { name: /^IT Request/ })).toBeVisible();
    await decide(drew, 'Approved', 'Approved for the yard office.');
    await expect(drew.getByText('Approved for the yard office.').first()).toBeVisible();
    await drew.context().close();

    // Emery's bell tells her in French, with Drew's notes as he wrote them.
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications' }).click();
    const told = page
      .getByRole('dialog')
      .getByRole('listitem')
      .filter({ hasText: 'approuvée par Drew Okafor' });
    await expect(told.first()).toContainText('Demande TI approuvée');
    await expect(told.first()).toContainText('Approved for the yard office.');
    await page.screenshot({ path: `${SHOTS}/bell-1366.png` });
    await told.first().click();
    await expect(page).toHaveURL(new RegExp(`/serviceRequests/${purchase.id}$`));
    await expect(page.getByRole('heading', { name: /^Demande TI/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Historique des approbations' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'request', (shown) =>
      expect(shown.getByRole('button', { name: 'Historique des approbations' })).toBeVisible(),
    );
  });
});
