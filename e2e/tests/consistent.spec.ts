import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';
import type { PersonaKey } from '../support/personas';

/*
 * One clear voice on the request pages: every table fits the common laptop widths without
 * cutting a column (headers and long cells wrap; Actions stays in view), an IT desk
 * save says what it did, and ranking a project moves the one in its place down.
 */

const WIDTHS = [1280, 1366, 1440] as const;
const SHOTS = process.env.CONSISTENT_SHOTS;

interface RequestPage {
  path: string;
  /** The table's accessible name. */
  table: string;
  personas: readonly PersonaKey[];
}

const EVERYONE = ['alex', 'blair', 'drew', 'emery'] as const;
const PAGES: RequestPage[] = [
  { path: '/serviceRequests?tab=myRequests', table: 'My Requests', personas: EVERYONE },
  { path: '/serviceRequests?tab=projects', table: 'Projects', personas: ['blair'] },
  { path: '/serviceRequests?tab=approvalRequests', table: 'Approval Requests', personas: EVERYONE },
  { path: '/serviceRequests?tab=ranking', table: 'Project Ranking', personas: EVERYONE },
  { path: '/serviceRequestTypes/pending', table: 'Open IT Requests', personas: EVERYONE },
  { path: '/it-desk', table: 'IT desk queue', personas: ['alex'] },
];

/**
 * How far the table reaches past the box it scrolls in, or the page past the window (0 or less
 * when both fit).
 */
async function overflowOf(page: Page, table: string) {
  return page.getByRole('table', { name: table }).evaluate((element) => {
    const box = element.parentElement!;
    const { scrollWidth, clientWidth } = element.ownerDocument.documentElement;
    return Math.max(element.scrollWidth - box.clientWidth, scrollWidth - clientWidth);
  });
}

/** The Actions header's right edge lies within the window. */
async function actionsVisible(page: Page, table: string) {
  const header = page.getByRole('table', { name: table }).getByRole('columnheader', { name: 'Actions' });
  const box = await header.boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

for (const persona of EVERYONE) {
  test(`every request table fits 1280, 1366 and 1440 px for ${persona}, Actions in view`, async ({
    page,
    signedInAs,
  }) => {
    test.setTimeout(180_000);
    await signedInAs(persona);
    for (const { path, table } of PAGES.filter((entry) => entry.personas.includes(persona))) {
      // Loaded at the narrowest width, then widened as a person widens the window: the layout
      // follows the window's width, not the width it was loaded at.
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const rows = page.getByRole('table', { name: table }).getByRole('row');
        await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('table', { name: table })).toHaveAttribute('aria-busy', 'false');
        if (SHOTS) {
          await page.screenshot({
            path: `${SHOTS}/${persona}-${path.replace(/[/?=]/g, '_')}-${width}.png`,
            fullPage: true,
          });
        }
        expect
          .soft(await overflowOf(page, table), `${table} at ${width} px for ${persona}`)
          .toBeLessThanOrEqual(0);
        expect.soft(await actionsVisible(page, table), `Actions of ${table} at ${width} px`).toBe(true);
        if (width === 1366) await expectNoSeriousAxeViolations(page);
      }
    }
  });
}

test('an IT desk save says what it did, and the drawer’s button that only closes says Close', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('alex', '/it-desk');
  await page
    .getByRole('button', { name: /^Work on/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  const number = ((await drawer.getByRole('heading').first().textContent()) ?? '').replace('Work on ', '');
  const form = drawer.getByRole('form', { name: 'Fulfilment' });
  await expect(form.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await form.getByLabel('Status Notes').fill(`Checked on ${Date.now()}.`);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `${number} saved: status notes saved.` }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('ranking a project in a taken place moves the project there down, and a rank can be cleared', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('alex', '/serviceRequests?tab=ranking');
  const ranking = page.getByRole('table', { name: 'Project Ranking' });
  const cells = ranking.getByRole('button', { name: /^Rank .* Press Enter to edit/ });
  await expect(cells.first()).toBeVisible();
  const labels = await cells.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label')!),
  );
  const parsed = labels.map((label) => {
    const [, rank, number] = /^Rank (.+) of (\d+)\./.exec(label)!;
    return { rank: rank === 'not set' ? null : Number(rank), number: number! };
  });
  // The list is in rank order: the first row holds the first place; the last row moves into it.
  const first = parsed[0]!;
  const mover = parsed.at(-1)!;
  expect(first.rank).not.toBeNull();
  expect(mover.number).not.toBe(first.number);

  const cellOf = (number: string) =>
    ranking.getByRole('button', { name: new RegExp(`^Rank .* of ${number}\\.`) });
  await cellOf(mover.number).dblclick();
  const input = page.getByRole('textbox', { name: `Rank of ${mover.number}` });
  await input.fill(String(first.rank));
  await input.press('Enter');
  await expect(
    ranking.getByRole('button', { name: `Rank ${first.rank} of ${mover.number}. Press Enter to edit` }),
  ).toBeVisible();
  await expect(
    ranking.getByRole('button', { name: `Rank ${first.rank! + 1} of ${first.number}. Press Enter to edit` }),
  ).toBeVisible();

  await cellOf(mover.number).dblclick();
  await page.getByRole('textbox', { name: `Rank of ${mover.number}` }).fill('');
  await page.getByRole('textbox', { name: `Rank of ${mover.number}` }).press('Enter');
  await expect(
    ranking.getByRole('button', { name: `Rank not set of ${mover.number}. Press Enter to edit` }),
  ).toBeVisible();
});

test('rows of the ranking a person cannot open are not links', async ({ page, signedInAs }) => {
  await signedInAs('emery', '/serviceRequests?tab=ranking');
  const ranking = page.getByRole('table', { name: 'Project Ranking' });
  await expect(ranking.getByRole('row').nth(1)).toBeVisible();
  const rows = await ranking.getByRole('row').count();
  const links = await ranking.getByRole('link', { name: /^\d{6}$/ }).count();
  const views = await ranking.getByRole('link', { name: /^View \d{6}$/ }).count();
  // Every approved project is listed, but Emery may open only her own.
  expect(links).toBeLessThan(rows - 1);
  expect(views).toBe(links);
  for (const link of await ranking.getByRole('link', { name: /^\d{6}$/ }).all()) {
    const href = (await link.getAttribute('href'))!;
    const response = await page.request.get(`/api/requests/${href.split('/').pop()}`);
    expect(response.status()).toBe(200);
  }
});
