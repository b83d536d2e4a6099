import { unreadCount } from '../support/bell';
import { expect, openAs, test } from '../support/fixtures';
import { createRequest, decide } from '../support/requests';

test('Emery’s open page hears of Drew’s approval at once: the bell’s count rises without a reload', async ({
  page,
  browser,
  signedInAs,
}) => {
  test.setTimeout(180_000);
  const description = `Docking stations ${Date.now()}`;
  await signedInAs('emery');
  const id = await createRequest(page, 'Purchase', description);
  await page.goto('/');
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toBeVisible();
  // Let the first read of the bell settle before counting.
  await page.waitForLoadState('networkidle');
  const before = await unreadCount(bell);
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  const drew = await openAs(browser, 'drew', `/serviceRequests/${id}`);
  await decide(drew, 'Approved', 'Approved for the new starters.');

  // Well inside the bell's once-a-minute refresh: this is the live stream.
  await expect.poll(() => unreadCount(bell), { timeout: 15_000 }).toBe(before + 1);
  expect(reloaded).toBe(false);
  await bell.click();
  await expect(page.getByText(new RegExp(`approved`, 'i')).first()).toBeVisible();
  await drew.context().close();
});
