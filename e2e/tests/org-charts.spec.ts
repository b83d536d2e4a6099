import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expect, test } from '../support/fixtures';
import { employeeRow, importRows, newPerson, whoAmI } from '../support/hr-import';

/** Where to leave screenshots for the docs, when set. */
const SHOTS = process.env.E2E_SHOTS;

const chartOf = (page: Page) => page.getByTestId('org-chart');
const cards = (page: Page) => chartOf(page).locator('.react-flow__node');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
const zoomReadout = (page: Page) => page.getByRole('status', { name: 'Zoom level' });

/** The zoom React Flow draws with: the scale of the chart's viewport transform. */
async function drawnZoom(page: Page): Promise<number> {
  const transform = await chartOf(page)
    .locator('.react-flow__viewport')
    .evaluate((element) => (element as unknown as { style: { transform: string } }).style.transform);
  return Number(/scale\(([\d.]+)\)/.exec(transform)?.[1]);
}

async function expectZoom(page: Page, percent: number) {
  await expect(zoomReadout(page)).toHaveText(`${percent}%`);
  expect(await drawnZoom(page)).toBeCloseTo(percent / 100, 5);
}

async function find(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Find a person' }).fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

/** The card is highlighted, wholly inside the chart, and centred in it. */
async function expectCentredAndHighlighted(page: Page, person: Locator) {
  await expect(person.locator('[data-highlighted]')).toBeVisible();
  const box = (await person.boundingBox())!;
  const frame = (await chartOf(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.y).toBeGreaterThanOrEqual(frame.y);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
  expect(Math.abs(box.x + box.width / 2 - (frame.x + frame.width / 2))).toBeLessThan(2);
  expect(Math.abs(box.y + box.height / 2 - (frame.y + frame.height / 2))).toBeLessThan(2);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
});

test('one tab per department but Field and Project Member; Emery opens on her own', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery', '/org-charts');
  await expect(page.getByRole('heading', { name: 'Enterprise Org Charts', level: 1 })).toBeVisible();
  const answer = (await (await page.request.get('/api/org-charts/departments')).json()) as {
    items: { name: string }[];
  };
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(answer.items.map((department) => department.name));
  expect(await tabs.allInnerTexts()).toEqual(expect.arrayContaining(['Executive', 'IT', 'Operations']));
  for (const excluded of ['Field', 'Project Member']) {
    await expect(page.getByRole('tab', { name: excluded, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('tab', { name: 'Operations', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The leader on top with their reports below; every report joined to the leader.
  const leader = cards(page).first();
  await expect(leader).toHaveAttribute('aria-expanded', 'true');
  await expect(leader.locator('.react-flow__handle').first()).toBeAttached();
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(3);
  await expect(chartOf(page).locator('.react-flow__edge')).toHaveCount(shown - 1);
  // Each card is 180 px wide in the chart (108 px on screen at 60%).
  expect((await leader.boundingBox())!.width).toBeCloseTo(180 * 0.6, 0);

  await page.getByRole('tab', { name: 'IT', exact: true }).click();
  await expect(page).toHaveURL(/department=IT$/);
  await expect(card(page, 'Alex Morgan')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'IT', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousAxeViolations(page);
});

test('zoom starts at 60% and moves between 20% and 200% in steps of 10%', async ({ page, signedInAs }) => {
  await signedInAs('emery', '/org-charts');
  await expect(cards(page).first()).toBeVisible();
  await expectZoom(page, 60);
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  for (let percent = 70; percent <= 200; percent += 10) {
    await zoomIn.click();
    await expectZoom(page, percent);
  }
  await expect(zoomIn).toBeDisabled();
  for (let percent = 190; percent >= 20; percent -= 10) {
    await zoomOut.click();
    await expectZoom(page, percent);
  }
  await expect(zoomOut).toBeDisabled();
  await page.getByRole('button', { name: 'Reset zoom' }).click();
  await expectZoom(page, 60);
  // The wheel scrolls the page; it does not zoom.
  await chartOf(page).hover();
  await page.mouse.wheel(0, 300);
  await expectZoom(page, 60);
});

test('the chart drags, and a team folds and unfolds by pointer and keyboard', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery', '/org-charts');
  const leader = cards(page).first();
  await expect(leader).toBeVisible();
  const shown = await cards(page).count();

  const before = (await leader.boundingBox())!;
  const frame = (await chartOf(page).boundingBox())!;
  await page.mouse.move(frame.x + 40, frame.y + frame.height - 40);
  await page.mouse.down();
  await page.mouse.move(frame.x + 140, frame.y + frame.height - 100, { steps: 5 });
  await page.mouse.up();
  const after = (await leader.boundingBox())!;
  expect(after.x - before.x).toBeCloseTo(100, 0);
  expect(after.y - before.y).toBeCloseTo(-60, 0);

  // Keyboard: Tab reaches the cards; Enter folds the leader's team, Space unfolds it.
  await page.getByRole('button', { name: 'Download PNG' }).focus();
  await page.keyboard.press('Tab');
  await expect(leader).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(1);
  await expect(leader).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press(' ');
  await expect(cards(page)).toHaveCount(shown);
  await expect(leader).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(cards(page).nth(1)).toBeFocused();

  // Pointer: Drew's team unfolds under him and folds away again.
  const drew = card(page, 'Drew Okafor');
  await expect(drew).toHaveAttribute('aria-expanded', 'false');
  await expect(card(page, 'Emery Lindqvist')).toHaveCount(0);
  await drew.click();
  await expect(card(page, 'Emery Lindqvist')).toBeVisible();
  await expect(drew).toHaveAttribute('aria-expanded', 'true');
  const team = (await cards(page).count()) - shown;
  expect(team).toBeGreaterThanOrEqual(3);
  await drew.click();
  await expect(card(page, 'Emery Lindqvist')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(shown);
});

test('Emery finds Drew, then a colleague in another department; the chart centres on each', async ({
  page,
  signedInAs,
}, testInfo) => {
  await signedInAs('emery', '/org-charts');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Finance', exact: true }).click();

  await find(page, 'Drew Okafor');
  await expect(page.getByRole('tab', { name: 'Operations', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectCentredAndHighlighted(page, card(page, 'Drew Okafor'));
  await expect(card(page, 'Drew Okafor')).toBeFocused();

  // Emery is in Drew's folded team: the path to her unfolds.
  await find(page, 'Emery Lindqvist');
  await expectCentredAndHighlighted(page, card(page, 'Emery Lindqvist'));
  await expect(card(page, 'Drew Okafor')).toHaveAttribute('aria-expanded', 'true');
  await expect(card(page, 'Drew Okafor').locator('[data-highlighted]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await find(page, 'Alex Morgan');
  await expect(page).toHaveURL(/department=IT$/);
  await expectCentredAndHighlighted(page, card(page, 'Alex Morgan'));

  // Readable cards at 1366 px: Drew's team at 100%.
  await find(page, 'Emery Lindqvist');
  await expectCentredAndHighlighted(page, card(page, 'Emery Lindqvist'));
  for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await expectZoom(page, 100);
  expect((await card(page, 'Emery Lindqvist').boundingBox())!.width).toBeCloseTo(180, 0);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: testInfo.outputPath('org-charts-1366.png') });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/org-charts-1366.png` });
});

test('someone who has left is on no chart and cannot be found', async ({ page, signedInAs, apiAs }) => {
  // HR's export records one of Drew's team as gone; Drew keeps Emery and the rest.
  const drew = await whoAmI(await apiAs('drew'));
  const leaver = newPerson('Marlowe');
  await importRows(await apiAs('casey'), 'employees', [
    employeeRow(leaver, {
      department: drew.department ?? 'Operations',
      managerEmployeeNumber: drew.employeeNumber,
      leftOn: '2024-06-28',
    }),
  ]);
  const departed = { name: leaver.displayName, managerName: drew.displayName };
  await signedInAs('emery', '/org-charts');
  await find(page, departed.managerName);
  const manager = card(page, departed.managerName);
  await expectCentredAndHighlighted(page, manager);
  await manager.click();
  await expect(manager).toHaveAttribute('aria-expanded', 'true');
  await expect(cards(page)).not.toHaveCount(0);
  await expect(chartOf(page)).not.toContainText(departed.name);

  await page.getByRole('textbox', { name: 'Find a person' }).fill(departed.name);
  await expect(page.getByText('Nobody found')).toBeVisible();
});

test('Download PNG saves the chart as it is shown', async ({ page, signedInAs }) => {
  await signedInAs('emery', '/org-charts');
  await expect(cards(page).first()).toBeVisible();
  const shown = await cards(page).count();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('org-chart-operations.png');
  const png = await readFile((await download.path())!);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  // The leader's row of reports, each card 180 px wide, and two rows of 132 px cards.
  expect(width).toBeGreaterThanOrEqual((shown - 1) * 180);
  expect(height).toBeGreaterThanOrEqual(2 * 132);
  expect(png.length).toBeGreaterThan(10_000);
});

test('on a phone the page fits the screen and the chart still works', async ({
  page,
  signedInAs,
}, testInfo) => {
  await signedInAs('emery');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/org-charts');
  await expect(cards(page).first()).toBeInViewport();
  await find(page, 'Drew Okafor');
  await expectCentredAndHighlighted(page, card(page, 'Drew Okafor'));
  const pageWidth = await page
    .locator('html')
    .evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('org-charts-390.png'), fullPage: true });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/org-charts-390.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page);
});
