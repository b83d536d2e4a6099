import {
  confirmProviderSignOut,
  expect,
  expectNoSeriousAxeViolations,
  signInAs,
  test,
} from '../support/fixtures';
import { api } from '../support/api';
import { PERSONAS } from '../support/personas';
import { stepOn, waitForTourToSettle } from '../support/tours';

/*
 * Guided tours, as a person meets them: this journey signs in without the other journeys'
 * closed-tours set-up (fixtures.ts), so the tours behave as they do for anyone.
 */
test.describe.configure({ mode: 'serial' });
// Each journey waits out the two-second delay several times and signs in twice.
test.beforeEach(() => test.slow());

const DASHBOARD_FIRST_STOP = 'Your open IT requests';

/** The element's opacity as seen: its own times every ancestor's. */
function effectiveOpacity(element: unknown) {
  interface Styled {
    parentElement: Styled | null;
    ownerDocument: { defaultView: { getComputedStyle(node: Styled): { opacity: string } } };
  }
  let opacity = 1;
  for (let node = element as Styled | null; node; node = node.parentElement)
    opacity *= Number(node.ownerDocument.defaultView.getComputedStyle(node).opacity);
  return opacity;
}

test('the dashboard tour appears two seconds after load, and "Don\'t show this tour again!" keeps it away for good', async ({
  page,
}) => {
  await signInAs(page, PERSONAS.casey.email);
  await expect(page.getByRole('banner').getByText(PERSONAS.casey.name)).toBeVisible();
  const tour = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: DASHBOARD_FIRST_STOP });
  // Not at once: the page first, then the tour.
  await expect(tour).toHaveCount(0);
  await expect(tour).toBeVisible({ timeout: 10_000 });
  // The tooltip fades in once placed; axe would measure its contrast half transparent.
  await expect.poll(() => tour.evaluate(effectiveOpacity)).toBe(1);
  // The stop was scrolled to clear of the fixed header, not under it.
  const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
  const stop = await page.locator('[data-tour="open-requests"]').boundingBox();
  expect(stop!.y).toBeGreaterThanOrEqual(headerBottom);
  await expectNoSeriousAxeViolations(page);

  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Recent requests').last()).toBeVisible();
  await page.getByLabel("Don't show this tour again!").check();
  await page.getByRole('button', { name: 'Close the tour' }).click();
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('banner').getByText(PERSONAS.casey.name)).toBeVisible();
  await page.waitForTimeout(3_500);
  await expect(page.getByText(DASHBOARD_FIRST_STOP)).toHaveCount(0);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await confirmProviderSignOut(page);
  await signInAs(page, PERSONAS.casey.email);
  await expect(page.getByRole('banner').getByText(PERSONAS.casey.name)).toBeVisible();
  await page.waitForTimeout(3_500);
  await expect(page.getByText(DASHBOARD_FIRST_STOP)).toHaveCount(0);
});

test('a tour closed without opting out stays away for the session and returns at the next sign-in; finishing it marks it done', async ({
  page,
}) => {
  await signInAs(page, PERSONAS.drew.email, '/serviceRequests');
  await expect(page.getByRole('banner').getByText(PERSONAS.drew.name)).toBeVisible();
  const firstStop = page.getByText('Ask IT for something');
  await expect(firstStop).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(firstStop).toHaveCount(0);
  await page.reload();
  await page.waitForTimeout(3_500);
  await expect(firstStop).toHaveCount(0);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await confirmProviderSignOut(page);
  await signInAs(page, PERSONAS.drew.email, '/serviceRequests');
  await expect(page.getByRole('banner').getByText(PERSONAS.drew.name)).toBeVisible();
  await expect(firstStop).toBeVisible({ timeout: 10_000 });
  for (let stop = 0; stop < 2; stop += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Find, sort and export')).toHaveCount(0);
  await page.reload();
  await page.waitForTimeout(3_500);
  await expect(firstStop).toHaveCount(0);
});

test('News & Events has its tour for the people who write posts', async ({ page }) => {
  await signInAs(page, PERSONAS.blair.email, '/newsEvents');
  await expect(page.getByRole('heading', { name: 'News & Events' })).toBeVisible();
  const tour = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Write a post' });
  await expect(tour).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => tour.evaluate(effectiveOpacity)).toBe(1);
  await expectNoSeriousAxeViolations(page);
  await tour.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Your posts', { exact: true })).toHaveCount(0);
});

test('the Training Library has its tour: the search, the category filter, a training and the pages, shown once', async ({
  page,
}) => {
  await signInAs(page, PERSONAS.emery.email, '/helpDocs');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Library' })).toBeVisible();
  const tour = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: 'Search the trainings' });
  await expect(tour).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => tour.evaluate(effectiveOpacity)).toBe(1);
  await expectNoSeriousAxeViolations(page);
  for (const stop of ['Filter by category', 'A training', 'More trainings']) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(stop, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByText('More trainings', { exact: true })).toHaveCount(0);

  // Recorded in her tour record, so it does not come back, even after the next sign-in.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/tours')).json()) as Record<string, boolean>).trainingMaterials,
    )
    .toBe(true);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await confirmProviderSignOut(page);
  await signInAs(page, PERSONAS.emery.email, '/helpDocs');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Library' })).toBeVisible();
  await page.waitForTimeout(3_500);
  await expect(page.getByText('Search the trainings')).toHaveCount(0);
});

for (const { persona, width, height } of [
  { persona: 'alex', width: 1366, height: 768 },
  { persona: 'drew', width: 390, height: 844 },
] as const) {
  test(`at ${width}×${height} every stop of the dashboard tour is in the window with its buttons, to the last`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signInAs(page, PERSONAS[persona].email);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Offered again, whatever an earlier run left in the record.
    expect((await api(page, '/api/tours', 'PATCH', { dashboard: false })).status).toBe(200);
    await page.reload();
    const tour = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(tour.filter({ hasText: DASHBOARD_FIRST_STOP })).toBeVisible({ timeout: 10_000 });

    const titles: string[] = [];
    for (;;) {
      await expect.poll(() => tour.evaluate(effectiveOpacity)).toBe(1);
      await waitForTourToSettle(page, tour);
      const [, shown, size] = /\b(\d{1,2}) of (\d{1,2})/.exec((await tour.textContent()) ?? '') ?? [];
      expect(Number(shown)).toBe(titles.length + 1);
      titles.push((await tour.getByRole('heading').textContent()) ?? '');
      // The tooltip, and so its buttons, wholly in the window.
      await expect
        .poll(async () => {
          const box = (await tour.boundingBox())!;
          return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
        })
        .toBe(true);
      if (titles.length === 4 || Number(shown) === Number(size)) {
        await page.screenshot({ path: `test-results/tours/dashboard-${width}-stop-${shown}.png` });
      }
      if (Number(shown) === Number(size)) break;
      await stepOn(tour);
      await expect(tour.getByText(`${titles.length + 1} of ${size}`)).toBeVisible();
    }
    // The phone shows the last stop too (at the menu button), so the tour is done having shown it.
    expect(titles.at(-1)).toBe('Everything else');
    await tour.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/tours')).json()) as Record<string, boolean>).dashboard,
      )
      .toBe(true);
  });
}
