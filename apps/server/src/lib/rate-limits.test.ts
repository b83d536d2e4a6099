import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAKE_WEB_ASSETS, buildTestApp, type ApiClient, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The shipped defaults (600 API calls a minute, 3,000 sign-in requests), not the tests'
  // generous API limit.
  t = await buildTestApp({ environment: { RATE_LIMIT_PER_MINUTE: undefined } });
  // The clock stands still, so every flood below happens "within one minute" however slow
  // the machine is, and no counter's window runs out halfway.
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Each test calls from its own address, so one test's counters never touch another's. */
const from =
  (remoteAddress: string) =>
  (client: ApiClient, url: string, method: 'GET' | 'POST' = 'GET') =>
    client.request({ method, url, remoteAddress });

/** Each flood is thousands of requests; a busy CI machine needs longer than the usual 30 s. */
const FLOOD_TIMEOUT = 120_000;

const statuses = (responses: LightMyRequestResponse[]) => new Set(responses.map((r) => r.statusCode));

function expectTooManyRequests(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json()).toMatchObject({ type: 'about:blank', title: 'Too Many Requests', status: 429 });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('with the default limits', () => {
  it('uses the shipped defaults', () => {
    expect(t.config.rateLimitPerMinute).toBe(600);
    expect(t.config.signInRateLimitPerMinute).toBe(3000);
  });

  it(
    'never limits the login page, its assets or the public configuration, whoever shares an address',
    async () => {
      const call = from('203.0.113.10');
      const browser = t.anonymous();
      const shell = await call(browser, '/login');
      // The page shell really references the files a browser then fetches.
      for (const asset of FAKE_WEB_ASSETS) expect(shell.body).toContain(asset);

      // A morning rush: 1,500 people behind one address each load the login page, what it
      // references and the configuration its footer asks for — 7,500 requests, well over
      // both ceilings, within the same minute.
      const pageLoad = ['/login?next=%2F', ...FAKE_WEB_ASSETS, '/api/public-config'];
      const seen = new Set<number>();
      for (let person = 0; person < 1500; person++) {
        const responses = await Promise.all(pageLoad.map((url) => call(browser, url)));
        for (const status of statuses(responses)) seen.add(status);
        if (person === 0) {
          // Not merely under the limit: not counted at all.
          for (const response of responses) expect(response.headers['x-ratelimit-limit']).toBeUndefined();
        }
      }
      expect([...seen]).toEqual([200]);
    },
    FLOOD_TIMEOUT,
  );

  it(
    'limits an API flood per signed-in person, not per address',
    async () => {
      const call = from('203.0.113.20');
      const emery = await t.as('emery');
      const flood = [];
      for (let i = 0; i < t.config.rateLimitPerMinute; i++) flood.push(await call(emery, '/api/me'));
      expect([...statuses(flood)]).toEqual([200]);
      expect(flood.at(-1)!.headers['x-ratelimit-remaining']).toBe('0');

      expectTooManyRequests(await call(emery, '/api/me'));

      // A colleague behind the same address, and the address itself before sign-in, keep their
      // own allowances; the page shell is not limited for anyone.
      expect((await call(await t.as('drew'), '/api/me')).statusCode).toBe(200);
      expect((await call(t.anonymous(), '/api/docs/json')).statusCode).toBe(200);
      expect((await call(emery, '/')).statusCode).toBe(200);
    },
    FLOOD_TIMEOUT,
  );

  it(
    'limits unauthenticated API calls per address',
    async () => {
      const anonymous = t.anonymous();
      const call = from('203.0.113.30');
      for (let i = 0; i < t.config.rateLimitPerMinute; i++) {
        expect((await call(anonymous, '/api/docs/json')).statusCode).toBe(200);
      }
      expectTooManyRequests(await call(anonymous, '/api/docs/json'));
      expect((await from('203.0.113.31')(anonymous, '/api/docs/json')).statusCode).toBe(200);
    },
    FLOOD_TIMEOUT,
  );

  it(
    'limits sign-in requests per address beyond the sign-in ceiling',
    async () => {
      const browser = t.anonymous();
      const call = from('198.51.100.7');
      const ceiling = t.config.signInRateLimitPerMinute;
      // Our /auth endpoints and the embedded provider's /oidc pages share one count.
      const signInUrls = ['/auth/login?next=%2F', '/oidc/.well-known/openid-configuration'];
      const responses = [];
      for (let i = 0; i < ceiling; i++) responses.push(await call(browser, signInUrls[i % 2]!));
      expect([...statuses(responses)].sort()).toEqual([200, 302]);

      for (const url of signInUrls) expectTooManyRequests(await call(browser, url));

      // Another address signs in; this one still gets the page and its assets.
      expect((await from('198.51.100.8')(browser, signInUrls[0]!)).statusCode).toBe(302);
      expect((await call(browser, '/login')).statusCode).toBe(200);
      expect((await call(browser, FAKE_WEB_ASSETS[0]!)).statusCode).toBe(200);
    },
    FLOOD_TIMEOUT,
  );
});
