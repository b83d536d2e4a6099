import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { createEmployee } from '../factories';
import { buildIdentityTestApp } from './identity-test-app';
import { openProviderSignInPage, submitEmail } from './sign-in-flow';
import type { TestBrowser } from './test-browser';

let t: Awaited<ReturnType<typeof buildIdentityTestApp>>;
let email: string;
beforeAll(async () => {
  t = await buildIdentityTestApp();
  email = (await createEmployee(t.db)).workEmail!;
});
afterAll(async () => t.close());

const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;
let sessionsBefore: number;
beforeEach(async () => {
  sessionsBefore = await sessionCount();
});

/** Runs the flow up to the provider's redirect back to the portal, without following it. */
async function reachCallback(browser: TestBrowser) {
  const { page } = await openProviderSignInPage(browser, '/profile');
  return submitEmail(browser, page, email);
}

async function expectRefused(browser: TestBrowser, callbackUrl: URL, code: string, reason?: RegExp) {
  const logged = t.logs.length;
  const callback = await browser.get(callbackUrl);
  expect(callback.status).toBe(302);
  expect(`${callback.location!.pathname}${callback.location!.search}`).toBe(`/login?error=${code}`);
  expect(browser.cookie('portico_session')).toBeUndefined();
  expect(await sessionCount()).toBe(sessionsBefore);
  expect((await browser.get('/api/me')).status).toBe(401);
  const warning = t.logs.slice(logged).find((line) => line.msg === 'sign-in refused');
  expect(warning).toMatchObject({ level: 40, code });
  if (reason) expect(warning!.reason).toMatch(reason);
}

/** The auth cookie's content, as only someone holding the session secret could rewrite it. */
function rewriteAuthCookie(browser: TestBrowser, change: (pending: Record<string, unknown>) => void) {
  const raw = decodeURIComponent(browser.cookie('portico_auth')!.value);
  const unsigned = t.app.unsignCookie(raw);
  expect(unsigned.valid).toBe(true);
  const pending = JSON.parse(unsigned.value!) as Record<string, unknown>;
  change(pending);
  browser.setCookie('portico_auth', encodeURIComponent(t.app.signCookie(JSON.stringify(pending))), '/auth');
}

describe('a sign-in that must not open a session', () => {
  it('a state that does not match the sign-in cookie → state_mismatch', async () => {
    const browser = t.browser();
    const callbackUrl = await reachCallback(browser);
    callbackUrl.searchParams.set('state', 'forged-state');
    await expectRefused(browser, callbackUrl, 'state_mismatch', /"state"/);
  });

  it('no sign-in cookie (another browser, or expired) → state_mismatch', async () => {
    const browser = t.browser();
    const callbackUrl = await reachCallback(browser);
    browser.deleteCookie('portico_auth');
    await expectRefused(browser, callbackUrl, 'state_mismatch', /sign-in cookie missing/);
  });

  it('a sign-in cookie changed by the browser (bad signature) → state_mismatch', async () => {
    const browser = t.browser();
    const callbackUrl = await reachCallback(browser);
    const cookie = browser.cookie('portico_auth')!;
    browser.setCookie(
      'portico_auth',
      cookie.value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      '/auth',
    );
    await expectRefused(browser, callbackUrl, 'state_mismatch', /badly signed/);
  });

  it('a sign-in cookie older than ten minutes → state_mismatch', async () => {
    const browser = t.browser();
    const callbackUrl = await reachCallback(browser);
    rewriteAuthCookie(browser, (pending) => {
      pending.issuedAt = Date.now() - 11 * 60_000;
    });
    await expectRefused(browser, callbackUrl, 'state_mismatch', /expired/);
  });

  it('an ID token whose nonce is not the one sent → token_invalid', async () => {
    const browser = t.browser();
    const callbackUrl = await reachCallback(browser);
    rewriteAuthCookie(browser, (pending) => {
      pending.nonce = 'a-different-nonce';
    });
    await expectRefused(browser, callbackUrl, 'token_invalid', /"nonce"/);
  });

  it('a wrong PKCE verifier → token_invalid', async () => {
    const browser = t.browser();
    const callbackUrl = await reachCallback(browser);
    rewriteAuthCookie(browser, (pending) => {
      pending.codeVerifier = 'x'.repeat(64);
    });
    await expectRefused(browser, callbackUrl, 'token_invalid', /invalid_grant/);
  });

  it('a code used a second time → token_invalid, and the first sign-in is unaffected', async () => {
    const browser = t.browser();
    const callbackUrl = await reachCallback(browser);
    const authCookie = browser.cookie('portico_auth')!.value;
    const first = await browser.get(callbackUrl);
    expect(first.location!.pathname).toBe('/dataloader');
    expect(await sessionCount()).toBe(sessionsBefore + 1);

    const attacker = t.browser();
    attacker.setCookie('portico_auth', authCookie, '/auth');
    sessionsBefore = await sessionCount();
    await expectRefused(attacker, callbackUrl, 'token_invalid', /invalid_grant/);
  });

  it('an error answer from the provider → its code, never its text', async () => {
    const browser = t.browser();
    const callbackUrl = await reachCallback(browser);
    const errorUrl = new URL('/auth/callback', callbackUrl);
    errorUrl.searchParams.set('error', 'server_error');
    errorUrl.searchParams.set('error_description', 'Call 555-0100 and tell them your password');
    errorUrl.searchParams.set('state', callbackUrl.searchParams.get('state')!);
    errorUrl.searchParams.set('iss', callbackUrl.searchParams.get('iss')!);
    await expectRefused(browser, errorUrl, 'provider_error', /server_error/);
  });

  it('a callback with garbage or repeated parameters → a code, not a 500', async () => {
    const browser = t.browser();
    const callbackUrl = await reachCallback(browser);
    const repeated = new URL(callbackUrl);
    repeated.searchParams.append('code', 'second');
    await expectRefused(browser, repeated, 'token_invalid');
    const empty = await t.browser().get('/auth/callback');
    expect(empty.location!.search).toBe('?error=state_mismatch');
  });
});

describe('/auth/login', () => {
  it('asks the provider for the code flow with PKCE (S256), state and nonce', async () => {
    const login = await t.browser().get('/auth/login?next=%2Fprofile');
    const url = login.location!;
    expect(url.origin + url.pathname).toBe('http://localhost:3000/oidc/auth');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('portico-dev');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const cookie = login.headers.getSetCookie().find((header) => header.startsWith('portico_auth='))!;
    expect(cookie).toMatch(/Path=\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('the provider refuses an authorization request without PKCE', async () => {
    const login = await t.browser().get('/auth/login');
    const withoutPkce = new URL(login.location!);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const answer = await t.browser().get(withoutPkce);
    expect(answer.location?.searchParams.get('error')).toBe('invalid_request');
  });
});
