import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until a tour's stop is scrolled to and its tooltip placed: nothing moves between two
 * looks 200 ms apart. A click while the tooltip is redrawn at its place would be lost, as a
 * person's would be in that instant (seen under load on the directory's and the dashboard's).
 */
export async function waitForTourToSettle(page: Page, tour: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify([await page.evaluate('window.scrollY'), await tour.boundingBox()]);
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [200] },
    )
    .toBe(true);
}

/**
 * Steps the tour on with its Next button from the keyboard, as a keyboard user does: Enter on
 * the focused button does not depend on where the tooltip is drawn in that instant, so it is not
 * lost when a late layout change (a picture loading, a card filling) moves the tooltip between
 * the check that it stands still and the click (seen once in CI on the dashboard's seventh stop).
 */
export async function stepOn(tour: Locator) {
  await tour.getByRole('button', { name: 'Next', exact: true }).press('Enter');
}
