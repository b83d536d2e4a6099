import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { closeToursThisSession, expect, openAs, test } from '../support/fixtures';
import { PERSONAS, type PersonaKey } from '../support/personas';
import { createPurchaseByApi, daysAhead } from '../support/requests';

/**
 * The main journey with the keyboard alone: sign in, skip to the content, go to IT Requests
 * from the menu, open a request, comment on it, and find the comment in its timeline. Every
 * stop on the way must show where the focus is (an outline or a focus ring), and none may be
 * hidden under the fixed header or footer (WCAG 2.4.11, Focus Not Obscured).
 */

interface Focused {
  name: string;
  tag: string;
  visible: boolean;
  /** A page element scrolled to where the fixed header or footer hides it entirely (WCAG 2.4.11). */
  obscured: boolean;
}

/** What has the focus, by its accessible-ish name, and whether the focus can be seen. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(async () => {
    interface Rect {
      top: number;
      bottom: number;
    }
    interface Element {
      tagName: string;
      textContent: string | null;
      labels?: ArrayLike<{ textContent: string | null }> | null;
      getAttribute(name: string): string | null;
      getAnimations(): { finished: Promise<unknown> }[];
      getBoundingClientRect(): Rect;
      closest(selector: string): Element | null;
    }
    interface Style {
      outlineStyle: string;
      outlineWidth: string;
      boxShadow: string;
      borderTopColor: string;
      getPropertyValue(name: string): string;
    }
    const window = globalThis as unknown as {
      document: {
        activeElement: Element | null;
        documentElement: Element;
        body: Element;
        querySelector(selector: string): Element | null;
      };
      getComputedStyle(element: Element): Style & { position: string };
    };
    const element = window.document.activeElement;
    if (!element) return { name: '', tag: '', visible: false, obscured: false };
    // A focus ring or border may fade in: judge it once its transition has ended.
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    /** '#1c4e8f' or 'rgb(…)' as computed styles write colours. */
    function toRgb(colour: string) {
      const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
      return hex
        ? `rgb(${hex
            .slice(1)
            .map((part) => parseInt(part, 16))
            .join(', ')})`
        : colour;
    }
    const style = window.getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
    const ring = style.boxShadow !== 'none';
    // Mantine's text fields show focus by turning their border the primary colour.
    const probe = window.getComputedStyle(window.document.body);
    const primary = probe.getPropertyValue('--mantine-primary-color-filled').trim();
    const border = primary !== '' && style.borderTopColor === toRgb(primary);
    const name =
      element.getAttribute('aria-label') ??
      element.labels?.[0]?.textContent ??
      element.getAttribute('placeholder') ??
      element.textContent ??
      '';
    // The frame's own parts, dialogs above it and the fixed skip link are never under it.
    const header = window.document.querySelector('#root header');
    const footer = window.document.querySelector('#main-content ~ footer');
    const inPage =
      element.closest('header, footer, nav, [role="dialog"]') === null && style.position !== 'fixed';
    const rect = element.getBoundingClientRect();
    const obscured =
      inPage &&
      header !== null &&
      footer !== null &&
      (rect.bottom <= header.getBoundingClientRect().bottom ||
        rect.top >= footer.getBoundingClientRect().top);
    return { name: name.trim(), tag: element.tagName, visible: outline || ring || border, obscured };
  });

/** Presses Tab until the focus is on what `wanted` names; each stop must show its focus. */
async function tabTo(page: Page, wanted: RegExp, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.tag !== 'BODY') {
      expect(now.visible, `focus visible on ${now.tag} "${now.name}"`).toBe(true);
      expect(now.obscured, `focus not hidden under the header or footer on ${now.tag} "${now.name}"`).toBe(
        false,
      );
    }
    if (wanted.test(now.name)) return;
  }
  throw new Error(`Tab never reached ${wanted}`);
}

/** The sign-in, from the login page's button to the development provider's Email page. */
async function signInByKeyboard(page: Page, persona: PersonaKey) {
  await closeToursThisSession(page.context());
  await page.goto('/login');
  await tabTo(page, /^Sign in$/);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(PERSONAS[persona].email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByText(PERSONAS[persona].name)).toBeVisible();
}

test('Emery signs in, opens a request and comments on it with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInByKeyboard(page, 'emery');
  // A Support request of her own heads her list; nobody else is on it, so her comment tells
  // no one (other journeys count their notifications).
  const categories = await api(page, '/api/request-categories?type=Support%20Request');
  const created = await api(page, '/api/requests', 'POST', {
    type: 'Support Request',
    onBehalf: false,
    category: (categories.body.items as { id: string }[])[0]!.id,
    priority: '3 - Low',
    neededBy: daysAhead(10),
    description: 'Keyboard shortcuts sheet',
    requestDetails: 'A printed sheet of the portal keyboard shortcuts.',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);

  // The first Tab offers the skip link; the menu follows the header.
  await tabTo(page, /^Skip to main content$/, 3);
  await tabTo(page, /^IT Requests$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/serviceRequests/);
  await expect(page.getByRole('table', { name: 'My Requests' })).toBeVisible();

  // The first request of the list, by its number.
  await tabTo(page, /^\d{6}$/, 120);
  const number = (await focused(page)).name;
  // The list shows the number without the stored 'SR-' prefix.
  expect(created.body.name).toBe(`SR-${number}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `IT Request ${number}` })).toBeVisible();

  const comment = `Typed without a mouse ${Date.now()}`;
  await tabTo(page, /^Add a comment/, 200);
  await page.keyboard.type(comment);
  await tabTo(page, /^Comment$/, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText(comment)).toBeVisible();
  // Posted, the box is empty and its button disabled: the focus is back in the box, not lost.
  await expect(page.getByRole('textbox', { name: /^Add a comment/ })).toBeFocused();
});

test('Drew approves a purchase from his Approval Requests with the keyboard alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Emery's purchase on Drew's project, made by the API as her form would.
  const emery = await openAs(browser, 'emery');
  const purchase = await createPurchaseByApi(emery, `Label printer ${Date.now()}`);
  await emery.context().close();

  await signInByKeyboard(page, 'drew');
  await tabTo(page, /^IT Requests$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'My Requests' })).toBeVisible();
  // The tabs: Tab onto the selected one, arrows along them, Enter on the one wanted.
  await tabTo(page, /^My Requests$/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Approval Requests/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=approvalRequests/);
  // The panels have swapped: a Tab pressed before would land in My Requests' panel just as it
  // is hidden (a hidden element has no box, and read as under the header).
  await expect(page.getByRole('searchbox', { name: 'Search Approval Requests' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search My Requests' })).toBeHidden();
  const number = purchase.name.replace(/^SR-/, '');
  await tabTo(page, new RegExp(`^${number}$`), 150);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `IT Request ${number}` })).toBeVisible();

  await tabTo(page, /^Notes/);
  await page.keyboard.type('Approved for the yard office.');
  await tabTo(page, /^Status/, 3);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveValue('Approved');
  await tabTo(page, /^Submit$/, 3);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pending IT Assignment').first()).toBeVisible();
});

test('Tab down the whole dashboard never leaves the focus under the fixed header or footer', async ({
  browser,
}) => {
  const page = await openAs(browser, 'emery');
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Down past the news carousel, the quick links and the job openings to the end of the page.
  await tabTo(page, /^Apply for /, 120);
  await page.context().close();
});
