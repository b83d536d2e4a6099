import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { loadConfig } from '../../src/config';
import { createOidcClient } from '../../src/features/identity/oidc-client';
import { inProcessFetch } from '../../src/features/identity/in-process-fetch';
import { createTestDatabase } from '../database';
import { buildIdentityTestApp, PORTAL_ORIGIN } from './identity-test-app';
import { TestBrowser } from './test-browser';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const testEnvironment = { NODE_ENV: 'test', PUBLIC_URL: PORTAL_ORIGIN } as const;

describe('which identity provider the portal uses', () => {
  it('refuses to mount the development provider in production, whatever the config says', async () => {
    // loadConfig itself refuses production without OIDC settings; this is the second lock.
    const config = { ...loadConfig(testEnvironment), env: 'production' as const };
    expect(config.devIdentityProvider).toBe(true);
    await expect(buildApp({ config, database, logger: false })).rejects.toThrow(/refused in production/);
  });

  it('does not mount the development provider when an outside provider is configured', async () => {
    const config = loadConfig({
      ...testEnvironment,
      OIDC_ISSUER: 'http://127.0.0.1:9', // nothing listens there
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 'secret',
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      const browser = new TestBrowser(app, PORTAL_ORIGIN);
      expect((await browser.get('/oidc/.well-known/openid-configuration')).status).toBe(404);
      expect(app.hasDecorator('use')).toBe(false); // middie is only there for the embedded provider

      // An unreachable provider is a coded redirect, never an error page.
      const login = await browser.get('/auth/login');
      expect(`${login.location!.pathname}${login.location!.search}`).toBe(
        '/login?error=provider_unavailable',
      );
    } finally {
      await app.close();
    }
  });
});

describe('provider discovery', () => {
  let t: Awaited<ReturnType<typeof buildIdentityTestApp>>;
  beforeAll(async () => {
    t = await buildIdentityTestApp();
  });
  afterAll(async () => t.close());

  it('happens on first use, is cached once it works, and is retried after a failure', async () => {
    const reach = inProcessFetch(t.app, PORTAL_ORIGIN);
    const discoveryRequests: string[] = [];
    let failNext = true;
    const oidc = createOidcClient({
      issuer: new URL(`${PORTAL_ORIGIN}/oidc`),
      clientId: 'portico-dev',
      clientSecret: 'not-needed-here',
      scopes: 'openid email',
      redirectUri: `${PORTAL_ORIGIN}/auth/callback`,
      postLogoutRedirectUri: `${PORTAL_ORIGIN}/login`,
      allowHttp: true,
      fetch: async (url, options) => {
        discoveryRequests.push(url);
        if (failNext) {
          failNext = false;
          throw new TypeError('fetch failed');
        }
        return reach(url, options);
      },
    });
    expect(discoveryRequests).toHaveLength(0);

    await expect(oidc.authorizationRequest()).rejects.toThrow('fetch failed');
    const first = await oidc.authorizationRequest();
    const second = await oidc.authorizationRequest();
    expect(first.url.pathname).toBe('/oidc/auth');
    expect(second.state).not.toBe(first.state);
    expect(discoveryRequests).toEqual([
      `${PORTAL_ORIGIN}/oidc/.well-known/openid-configuration`,
      `${PORTAL_ORIGIN}/oidc/.well-known/openid-configuration`,
    ]);
  });

  it('reaches the embedded provider in-process only at the portal’s own origin', async () => {
    const reach = inProcessFetch(t.app, PORTAL_ORIGIN);
    await expect(
      reach('https://elsewhere.example/x', {
        method: 'GET',
        headers: {},
        body: undefined,
        redirect: 'manual',
      }),
    ).rejects.toThrow(/refusing/);
  });
});
