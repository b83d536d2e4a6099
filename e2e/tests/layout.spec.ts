import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expect, test } from '../support/fixtures';
import type { PersonaKey } from '../support/personas';

const sidebar = (page: Page) => page.getByRole('navigation', { name: /main/i });

const menuExpectations: Array<[PersonaKey, Record<string, boolean>]> = [
  ['emery', { 'Portal Metrics': false, 'News & Events': false, 'People Metrics': false }],
  ['blair', { 'Portal Metrics': true, 'News & Events': true }],
  ['drew', { 'People Metrics': true, 'Portal Metrics': false, 'News & Events': false }],
  ['alex', { 'Portal Metrics': true, 'News & Events': true }],
];

test.describe('menus follow roles', () => {
  for (const [persona, expected] of menuExpectations) {
    test(`${persona}'s sidebar`, async ({ page, signedInAs }) => {
      await signedInAs(persona);
      for (const entry of ['IT Requests', 'Employee Directory', 'My Time Away', 'Corporate Forms']) {
        await expect(sidebar(page).getByRole('link', { name: entry })).toBeVisible();
      }
      for (const [entry, shown] of Object.entries(expected)) {
        await expect(sidebar(page).getByRole('link', { name: entry, exact: true })).toHaveCount(
          shown ? 1 : 0,
        );
      }
    });
  }
});

test('the shell: breadcrumb, last synced, corporate links, footer, and axe on the dashboard', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery');
  await expect(page.getByText('Dashboard', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Last synced at/)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2021');
  await page.getByRole('button', { name: 'Corporate Links' }).click();
  const firstLink = page.getByRole('menuitem').first();
  await expect(firstLink).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');
  await expectNoSeriousAxeViolations(page);

  await sidebar(page).getByRole('link', { name: 'IT Requests' }).click();
  await expect(page).toHaveURL(/\/serviceRequests$/);
  const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs).toContainText('IT Requests');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/Last synced at/)).toBeVisible();
});

/** Where to leave screenshots of the frame, when set (e.g. to compare a layout change). */
const SHOTS = process.env.E2E_SHOTS;

// The bell's dropdown is code that loads on first use; this is where a broken split would show.
test('the bell shows its count at once and its dropdown lists the notifications', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery');
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleDescription(/^\d+ unread$/);
  await bell.click();
  const dropdown = page.getByRole('dialog', { name: /^You have \d+ unopened notifications$/ });
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole('listitem').first()).toBeVisible();
  await expect(dropdown.getByRole('link', { name: 'See all notifications' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/bell-open.png` });
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(bell).toBeFocused();
});

test('at phone width the menu button opens the navigation, and choosing a page closes it', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery');
  await page.setViewportSize({ width: 390, height: 844 });
  // Closed, the navigation is out of view and out of the keyboard's and screen readers' reach.
  const itRequests = page
    .locator('#main-navigation')
    .getByRole('link', { name: 'IT Requests', exact: true, includeHidden: true });
  await expect(itRequests).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-390.png` });

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(itRequests).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/navigation-open-390.png` });
  await expectNoSeriousAxeViolations(page);

  await itRequests.click();
  await expect(page).toHaveURL(/\/serviceRequests$/);
  await expect(itRequests).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the frame at a desktop width shows the dashboard and the profile', async ({ page, signedInAs }) => {
  await signedInAs('emery');
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-1366.png` });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-1366.png`, fullPage: true });
});
