import type { Page } from '@playwright/test';
import {
  closeToursThisSession,
  expectNoSeriousAxeViolations,
  expect,
  openAs,
  test,
} from '../support/fixtures';
import { PERSONAS } from '../support/personas';
import { ONE_PAGE_PDF } from '../support/files';
import { personasDay } from '../support/clock';
import {
  chooseProject,
  createPurchaseByApi,
  decide,
  DREWS_PROJECT,
  openFromApprovals,
} from '../support/requests';

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

  test('files a purchase in French past a validation error, with an attachment; finds Drew in the directory; reads Blair’s post in both languages', async ({
    page,
    signedInAs,
    apiAs,
  }) => {
    await (await apiAs('emery')).put('/api/me/language', { data: { language: 'fr-CA' } });
    const stamp = Date.now();
    // Blair writes one post in both languages and one in English only.
    const blair = await apiAs('blair');
    const post = (fields: Record<string, string>) =>
      blair.post('/api/news-events', {
        data: {
          type: 'News',
          visibleFrom: personasDay(0),
          visibleTo: personasDay(3),
          backgroundImage: 'background5',
          ...fields,
        },
      });
    const both = await post({
      title: `Yard safety week ${stamp}`,
      briefDescription: 'Five short talks.',
      description: '<p>Every morning at eight.</p>',
      titleFr: `Semaine de la sécurité ${stamp}`,
      briefDescriptionFr: 'Cinq courtes causeries.',
      descriptionFr: '<p>Chaque matin à huit heures.</p>',
    });
    const english = await post({ title: `Parking changes ${stamp}`, description: '<p>Lot B closes.</p>' });
    expect([both.status(), english.status()]).toEqual([201, 201]);

    await signedInAs('emery');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/serviceRequests/new');
    await page.getByRole('button', { name: 'Achat', exact: true }).click();
    // Saved with nothing filled in: each missing field says so in French, nothing is sent.
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await expect(page.getByText('Obligatoire').first()).toBeVisible();
    await expect(page.getByLabel(/^Brève description/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/serviceRequests\/new/);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/purchase-errors-1366.png`, fullPage: true });

    const description = `Imprimante d’étiquettes ${stamp}`;
    await page.getByLabel(/^Catégorie/).selectOption({ index: 1 });
    await chooseProject(page, DREWS_PROJECT, {
      label: /^Projet/,
      details: 'Détails du projet',
      noneChosen: 'Choisissez un projet pour en voir les détails.',
    });
    await page.getByLabel(/^Priorité/).selectOption('2 - Medium');
    await page.getByLabel(/^Requis pour le/).fill(personasDay(21));
    await page.keyboard.press('Tab');
    await page.getByLabel(/^Brève description/).fill(description);
    await page
      .getByLabel(/^Détails\b/)
      .first()
      .fill('Pour le bureau de la cour.');
    await page.getByLabel(/^Marque/).fill('Zebra');
    await page.getByLabel(/^Modèle/).fill('ZD421');
    await page.getByLabel(/^Quantité/).fill('1');
    await page.getByLabel(/^Détails de livraison/).fill('Bureau de la cour, Halifax.');
    await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await expect(page).toHaveURL(/\/serviceRequest\/attachments\/[0-9a-f-]{36}$/);

    await page
      .locator('input[type=file]')
      .setInputFiles([{ name: 'soumission.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF }]);
    const attachments = page.getByRole('table', { name: 'Pièces jointes' });
    await expect(attachments).toContainText('soumission.pdf');
    await expect(
      page
        .getByRole('button', { name: 'Télécharger soumission.pdf' })
        .or(page.getByRole('link', { name: 'Télécharger soumission.pdf' })),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'attachments', (shown) =>
      expect(shown.getByRole('table', { name: 'Pièces jointes' })).toContainText('soumission.pdf'),
    );

    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Répertoire des employés' })
      .click();
    await page.getByRole('searchbox', { name: 'Rechercher des employés' }).fill('Drew Okafor');
    const card = page
      .getByRole('list', { name: 'Employés' })
      .getByRole('article')
      .filter({ hasText: 'Drew Okafor' });
    await expect(card.first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'directory', (shown) =>
      expect(shown.getByRole('list', { name: 'Employés' }).getByRole('article').first()).toBeVisible(),
    );

    // The post in both languages reads in French, unmarked; the English one says it is English only.
    await page.goto(`/newsEvents/${((await both.json()) as { id: string }).id}`);
    await expect(
      page.getByRole('heading', { level: 2, name: `Semaine de la sécurité ${stamp}` }),
    ).toBeVisible();
    await expect(page.getByText('Chaque matin à huit heures.')).toBeVisible();
    await expect(page.getByText('English only')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'news-both-languages', (shown) =>
      expect(shown.getByText('Chaque matin à huit heures.')).toBeVisible(),
    );
    await page.goto(`/newsEvents/${((await english.json()) as { id: string }).id}`);
    const title = page.getByRole('heading', { level: 2, name: `Parking changes ${stamp}` });
    await expect(title).toHaveAttribute('lang', 'en-CA');
    await expect(page.locator('[lang="en-CA"]').filter({ hasText: 'English only' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshots(page, 'news-english-only', (shown) =>
      expect(shown.getByText('Lot B closes.')).toBeVisible(),
    );
  });
});
