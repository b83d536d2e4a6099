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
