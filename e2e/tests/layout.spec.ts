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
