import type { Locator } from '@playwright/test';

/** The unread count the bell describes to screen readers ('3 unread'), or 0 without a badge. */
export async function unreadCount(bell: Locator) {
  const ids = (await bell.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(ids.map((id) => bell.page().locator(`[id="${id}"]`).textContent()));
  // Read by words, not by a regular expression: /(\d+) unread/ rescans every run of digits.
  const words = texts.join(' ').split(/\s/);
  const at = words.indexOf('unread');
  return at > 0 ? Number(words[at - 1]) || 0 : 0;
}
