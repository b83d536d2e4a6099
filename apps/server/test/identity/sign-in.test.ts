import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { createCompany, createEmployee } from '../factories';
import { buildIdentityTestApp } from './identity-test-app';
import { openProviderSignInPage, signIn, submitEmail } from './sign-in-flow';

let t: Awaited<ReturnType<typeof buildIdentityTestApp>>;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => t.close());

const sessionsOf = async (employeeId: string) =>
  (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.employeeId, employeeId)))[0]!.n;
const allSessions = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;

describe('signing in through the development identity provider', () => {
  it('opens a session for an active employee and /api/me describes them', async () => {
    const company = await createCompany(t.db, { name: 'Northwind Logistics' });
    const person = await createEmployee(t.db, {
      firstName: 'Emery',
      lastName: 'Lindqvist',
      displayName: 'Emery Lindqvist',
      jobTitle: 'Coordinator',
      department: 'Finance',
      companyId: company.id,
      workEmail: 'emery.lindqvist@example.com',
    });
    const browser = t.browser();

    const { callback } = await signIn(
      browser,
      'emery.lindqvist@example.com',
      '/serviceRequests/42?tab=notes',
    );

    expect(callback.status).toBe(302);
    expect(`${callback.location!.pathname}${callback.location!.search}`).toBe(
      `/dataloader?next=${encodeURIComponent('/serviceRequests/42?tab=notes')}`,
    );
    const cookie = callback.headers.getSetCookie().find((header) => header.startsWith('portico_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain-http localhost only
    expect(browser.cookie('portico_session')!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.cookie('portico_auth')).toBeUndefined();
    expect(await sessionsOf(person.id)).toBe(1);

    const me = await browser.get('/api/me');
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toEqual({
      id: person.id,
      employeeNumber: person.employeeNumber,
      displayName: 'Emery Lindqvist',
      givenName: 'Emery',
      surname: 'Lindqvist',
      jobTitle: 'Coordinator',
      email: 'emery.lindqvist@example.com',
      company: 'Northwind Logistics',
      // No site: the portal's zone is where their day turns.
      site: null,
      timeZone: t.config.portalTimeZone,
      department: 'Finance',
      // Not chosen yet: the web app keeps the language it started in and stores it.
      language: null,
      hasPhoto: false,
      roles: [],
      capabilities: {
        portalMetrics: false,
        newsEvents: false,
        peopleMetrics: false,
        projectsTab: false,
        seeAllPeople: false,
        rankProjects: false,
        itDesk: false,
        contactMessages: false,
        hrImport: false,
        administration: false,
      },
    });
  });

  it('stores only a hash of the session token, and the ID token sealed, which logout still hands the provider', async () => {
    const person = await createEmployee(t.db);
    const browser = t.browser();
    await signIn(browser, person.workEmail!);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.employeeId, person.id));
    const token = browser.cookie('portico_session')!.value;
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.idToken).toMatch(/^v1\./);

    const logout = await browser.portalCall('POST', '/auth/logout');
    const hint = new URL(JSON.parse(logout.body).redirectTo).searchParams.get('id_token_hint');
    expect(hint).toMatch(/^eyJ/);
    expect(row!.idToken).not.toContain(hint!.split('.')[1]!);
  });

  it('matches the email case-insensitively', async () => {
    const person = await createEmployee(t.db, { workEmail: 'Casey.Patel@Example.com' });
    const browser = t.browser();
    const { callback } = await signIn(browser, 'CASEY.PATEL@example.COM');
    expect(callback.location!.pathname).toBe('/dataloader');
    expect(JSON.parse((await browser.get('/api/me')).body).id).toBe(person.id);
  });

  it.each([
    ['https://evil.example/steal', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['', '/'],
  ])('sends next=%j back as %j', async (next, expected) => {
    const person = await createEmployee(t.db);
    const { callback } = await signIn(t.browser(), person.workEmail!, next);
    expect(callback.location!.searchParams.get('next')).toBe(expected);
  });

  it('refuses someone the provider knows but the portal does not: no session, /unknown-user', async () => {
    const before = await allSessions();
    const browser = t.browser();
    const { callback } = await signIn(browser, 'nobody@example.com');
    expect(callback.status).toBe(302);
    expect(callback.location!.pathname).toBe('/unknown-user');
    expect(browser.cookie('portico_session')).toBeUndefined();
    expect(await allSessions()).toBe(before);
    expect((await browser.get('/api/me')).status).toBe(401);

    // Logout still ends the provider's session, with the ID token kept for that purpose.
    const logout = await browser.portalCall('POST', '/auth/logout');
    expect(logout.status).toBe(200);
    const redirectTo = new URL(JSON.parse(logout.body).redirectTo);
    expect(redirectTo.pathname).toBe('/oidc/session/end');
    expect(redirectTo.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    expect(redirectTo.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/login');
    expect(browser.cookie('portico_idp_logout')).toBeUndefined();
  });

  it.each([
    ['a terminated status', { employmentStatus: 'Terminated' }],
    ['a termination date in the past', { terminationDate: '2020-02-29' }],
  ])('refuses an employee with %s', async (_case, overrides) => {
    const person = await createEmployee(t.db, overrides);
    const { callback } = await signIn(t.browser(), person.workEmail!);
    expect(callback.location!.pathname).toBe('/unknown-user');
    expect(await sessionsOf(person.id)).toBe(0);
  });

  it('accepts ACTIVE in any letter case', async () => {
    const person = await createEmployee(t.db, { employmentStatus: 'active' });
    const { callback } = await signIn(t.browser(), person.workEmail!);
    expect(callback.location!.pathname).toBe('/dataloader');
    expect(await sessionsOf(person.id)).toBe(1);
  });

  it('shows the Email page on every sign-in, so another person can sign in after logout', async () => {
    const first = await createEmployee(t.db);
    const second = await createEmployee(t.db);
    const browser = t.browser();
    await signIn(browser, first.workEmail!);
    await browser.portalCall('POST', '/auth/logout'); // the portal session ends; the provider's stays

    const { page } = await openProviderSignInPage(browser);
    expect(page.body).toContain('<label for="email">Email</label>');
    const callbackUrl = await submitEmail(browser, page, second.workEmail!);
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();
    await browser.get(callbackUrl);
    expect(JSON.parse((await browser.get('/api/me')).body).id).toBe(second.id);
  });

  it('replaces the session already in the browser when someone signs in again', async () => {
    const person = await createEmployee(t.db);
    const browser = t.browser();
    await signIn(browser, person.workEmail!);
    const firstToken = browser.cookie('portico_session')!.value;
    await signIn(browser, person.workEmail!);
    expect(browser.cookie('portico_session')!.value).not.toBe(firstToken);
    expect(await sessionsOf(person.id)).toBe(1);
  });
});

describe('the development sign-in page', () => {
  it('is plain, script-free HTML with an Email field and a Continue button', async () => {
    const { page } = await openProviderSignInPage(t.browser());
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('<h1>Development sign-in</h1>');
    expect(page.body).toMatch(/accepts any email address without a password and is not for production/);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toMatch(/<button type="submit">Continue<\/button>/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('asks again, with a message, for something that is not an email address', async () => {
    const browser = t.browser();
    const { page } = await openProviderSignInPage(browser);
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)![1]!;
    const again = await browser.request(action, { method: 'POST', form: { email: 'not an address' } });
    expect(again.status).toBe(400);
    expect(again.body).toContain('role="alert"');
    expect(again.body).toContain('value="not an address"');
    expect(again.body).toContain('aria-invalid="true"');
  });

  it('speaks the language the portal asks for (ui_locales): French, marked as French', async () => {
    const browser = t.browser();
    const { login, page } = await openProviderSignInPage(browser, undefined, 'fr-CA');
    expect(new URL(login.location!).searchParams.get('ui_locales')).toBe('fr-CA');
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain('<h1>Connexion de développement</h1>');
    expect(page.body).toContain('<label for="email">Courriel</label>');
    expect(page.body).toMatch(/<button type="submit">Continuer<\/button>/);
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)![1]!;
    const again = await browser.request(action, { method: 'POST', form: { email: 'pas une adresse' } });
    expect(again.status).toBe(400);
    expect(again.body).toContain('Entrez une adresse courriel, comme nom@example.com.');
  });

  it('is in English for a language the portal does not speak', async () => {
    const { login, page } = await openProviderSignInPage(t.browser(), undefined, 'xx-<b>');
    expect(new URL(login.location!).searchParams.get('ui_locales')).toBeNull();
    expect(page.body).toContain('<html lang="en-CA">');
    expect(page.body).toContain('<h1>Development sign-in</h1>');
  });

  it('Cancel comes back to the portal as access_denied, with no session', async () => {
    const browser = t.browser();
    const { page } = await openProviderSignInPage(browser);
    const cancel = /formaction="([^"]+)"/.exec(page.body)![1]!;
    const cancelled = await browser.request(cancel, { method: 'POST', form: {} });
    const atCallback = await browser.follow(cancelled, (location) => location.pathname === '/auth/callback');
    const callback = await browser.get(atCallback.location!);
    expect(`${callback.location!.pathname}${callback.location!.search}`).toBe('/login?error=access_denied');
    expect(browser.cookie('portico_session')).toBeUndefined();
  });
});
