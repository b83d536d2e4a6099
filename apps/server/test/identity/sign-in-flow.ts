import { expect } from 'vitest';
import { formAction, type BrowserResponse, type TestBrowser } from './test-browser';

/**
 * The real sign-in, step by step, so tests can interfere between steps:
 * /auth/login → provider's authorization endpoint → its Email page → POST → redirects →
 * (stop before) /auth/callback.
 */
export async function openProviderSignInPage(browser: TestBrowser, next?: string, language?: string) {
  const query = new URLSearchParams({
    ...(next === undefined ? {} : { next }),
    ...(language === undefined ? {} : { language }),
  }).toString();
  const login = await browser.get(query ? `/auth/login?${query}` : '/auth/login');
  expect(login.status).toBe(302);
  const page = await browser.follow(login);
  expect(page.status, page.body.slice(0, 500)).toBe(200);
  return { login, page };
}

/** Submits the Email page and follows the provider's redirects up to the portal's callback. */
export async function submitEmail(browser: TestBrowser, page: BrowserResponse, email: string) {
  const submitted = await browser.request(formAction(page), { method: 'POST', form: { email } });
  let atCallback = await browser.follow(submitted, isPortalCallback(browser));
  // Signing in as someone else than the provider's current session first ends that session
  // through an auto-submitting form (its script is allowed by a CSP hash); a browser without
  // JavaScript presses its Continue button, as this one does.
  if (atCallback.status === 200 && atCallback.body.includes('<title>Submitting Callback</title>')) {
    const posted = await browser.request(formAction(atCallback), {
      method: 'POST',
      form: hiddenInputs(atCallback),
    });
    atCallback = await browser.follow(posted, isPortalCallback(browser));
  }
  expect(
    atCallback.location?.pathname,
    /role="alert">([^<]*)/.exec(atCallback.body)?.[1] ?? atCallback.body.slice(0, 500),
  ).toBe('/auth/callback');
  return atCallback.location!;
}

export function hiddenInputs(page: BrowserResponse): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const match of page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)) {
    inputs[match[1]!] = match[2]!;
  }
  return inputs;
}

export const isPortalCallback = (browser: TestBrowser) => (location: URL) =>
  location.origin === browser.portalOrigin && location.pathname === '/auth/callback';

/** The whole sign-in; returns the portal's final answer to the callback. */
export async function signIn(browser: TestBrowser, email: string, next?: string) {
  const { page } = await openProviderSignInPage(browser, next);
  const callbackUrl = await submitEmail(browser, page, email);
  const callback = await browser.get(callbackUrl);
  return { callback, callbackUrl };
}
