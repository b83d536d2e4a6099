import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Provider } from 'oidc-provider';
import * as client from 'openid-client';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { createDevIdentityProvider } from '../../src/features/identity/dev-identity-provider';
import { createEmployee } from '../factories';
import { buildIdentityTestApp, PORTAL_ORIGIN } from './identity-test-app';
import { openProviderSignInPage, signIn, submitEmail } from './sign-in-flow';
import { formAction, TestBrowser } from './test-browser';

/**
 * The portal configured with an outside provider (OIDC_ISSUER and friends) instead of the
 * embedded one. The outside provider is a separate oidc-provider listening on a loopback
 * port, built with the same factory but its own clients and keys — as another company's
 * provider would be. It also lets a test hand the portal an ID token meant for someone else.
 */

const PORTAL_CLIENT = { id: 'portico-test', secret: 'portico-test-client-secret' };
const OTHER_CLIENT = {
  id: 'another-app',
  secret: 'another-app-client-secret',
  redirect: 'http://127.0.0.1/another-app/callback',
};

let server: Server;
let issuer: string;
let provider: Provider;
let t: Awaited<ReturnType<typeof buildIdentityTestApp>>;
/** When set, the provider's token endpoint answers with this ID token instead of its own. */
let substituteIdToken: string | undefined;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  t = await buildIdentityTestApp({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: PORTAL_CLIENT.id,
    OIDC_CLIENT_SECRET: PORTAL_CLIENT.secret,
  });

  provider = await createDevIdentityProvider({
    issuer,
    clients: [
      {
        client_id: PORTAL_CLIENT.id,
        client_secret: PORTAL_CLIENT.secret,
        redirect_uris: [`${PORTAL_ORIGIN}/auth/callback`],
        post_logout_redirect_uris: [`${PORTAL_ORIGIN}/login`],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: OTHER_CLIENT.id,
        client_secret: OTHER_CLIENT.secret,
        redirect_uris: [OTHER_CLIENT.redirect],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookieKeys: ['outside-provider-cookie-key'],
    directoryName: 'Outside provider',
    loginUrl: `${PORTAL_ORIGIN}/login`,
    log: t.app.log,
    claimsInIdToken: false, // strictly conforming: email only from UserInfo
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (substituteIdToken && ctx.path === '/token' && body?.id_token) {
      ctx.body = { ...body, id_token: substituteIdToken };
    }
  });
  server.on('request', provider.callback());
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;

describe('an outside OpenID Connect provider', () => {
  it('is used instead of the embedded one, which is not mounted at all', async () => {
    expect((await t.browser().get('/oidc/.well-known/openid-configuration')).status).toBe(404);
    const login = await t.browser().get('/auth/login');
    expect(login.location!.origin).toBe(issuer);
    expect(login.location!.searchParams.get('client_id')).toBe(PORTAL_CLIENT.id);
  });

  it('signs an employee in, reading the email from UserInfo when the ID token has none', async () => {
    const person = await createEmployee(t.db);
    const browser = t.browser();
    const { callback } = await signIn(browser, person.workEmail!, '/employees');
    expect(`${callback.location!.pathname}${callback.location!.search}`).toBe(
      '/dataloader?next=%2Femployees',
    );
    expect(JSON.parse((await browser.get('/api/me')).body).id).toBe(person.id);

    const { redirectTo } = JSON.parse((await browser.portalCall('POST', '/auth/logout')).body);
    expect(redirectTo.startsWith(`${issuer}/session/end?`)).toBe(true);
  });

  it('refuses an ID token issued for another application (wrong audience): no session', async () => {
    const person = await createEmployee(t.db);
    const browser = t.browser();
    const { login, page } = await openProviderSignInPage(browser);
    const portalNonce = login.location!.searchParams.get('nonce')!;

    // A genuine, correctly signed ID token from the same provider, with the same nonce and
    // person — only its audience is the other application.
    substituteIdToken = await idTokenForOtherClient(person.workEmail!, portalNonce);
    const before = await sessionCount();
    try {
      const callbackUrl = await submitEmail(browser, page, person.workEmail!);
      const logged = t.logs.length;
      const callback = await browser.get(callbackUrl);
      expect(`${callback.location!.pathname}${callback.location!.search}`).toBe('/login?error=token_invalid');
      expect(t.logs.slice(logged).find((line) => line.msg === 'sign-in refused')?.reason).toMatch(/"aud"/);
    } finally {
      substituteIdToken = undefined;
    }
    expect(await sessionCount()).toBe(before);
    expect(browser.cookie('portico_session')).toBeUndefined();
  });
});

async function idTokenForOtherClient(email: string, nonce: string): Promise<string> {
  const config = await client.discovery(new URL(issuer), OTHER_CLIENT.id, OTHER_CLIENT.secret, undefined, {
    execute: [client.allowInsecureRequests],
  });
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: OTHER_CLIENT.redirect,
    scope: 'openid email',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const browser = new TestBrowser(t.app, PORTAL_ORIGIN);
  const page = await browser.follow(await browser.get(url));
  const submitted = await browser.request(formAction(page), { method: 'POST', form: { email } });
  const atRedirect = await browser.follow(submitted, (location) =>
    location.href.startsWith(OTHER_CLIENT.redirect),
  );
  const tokens = await client.authorizationCodeGrant(config, atRedirect.location!, {
    expectedState: state,
    expectedNonce: nonce,
    pkceCodeVerifier: codeVerifier,
  });
  expect(tokens.claims()!.aud).toBe(OTHER_CLIENT.id);
  return tokens.id_token!;
}
