import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { createEmployee } from '../factories';
import { buildIdentityTestApp, PORTAL_ORIGIN } from './identity-test-app';
import { signIn } from './sign-in-flow';
import type { TestBrowser } from './test-browser';

let t: Awaited<ReturnType<typeof buildIdentityTestApp>>;
let changes = 0;
let browser: TestBrowser;
let employeeId: string;

beforeAll(async () => {
  t = await buildIdentityTestApp({}, (app) => {
    // A state-changing API route that only counts how often it really ran.
    app.patch('/api/test-counter', async () => ({ changes: ++changes }));
  });
  const person = await createEmployee(t.db);
  employeeId = person.id;
  browser = t.browser();
  await signIn(browser, person.workEmail!);
});
afterAll(async () => t.close());

const refusals: Array<[string, Record<string, string>]> = [
  ['no X-Requested-With header', { origin: PORTAL_ORIGIN }],
  ['the wrong X-Requested-With value', { 'x-requested-with': 'XMLHttpRequest', origin: PORTAL_ORIGIN }],
  ['a foreign Origin', { 'x-requested-with': 'portico', origin: 'https://evil.example' }],
  ['the same host on another port', { 'x-requested-with': 'portico', origin: 'http://localhost:3001' }],
  ['no Origin', { 'x-requested-with': 'portico' }],
];

function expectCsrfRefusal(response: { status: number; headers: Headers; body: string }) {
  expect(response.status).toBe(403);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(JSON.parse(response.body)).toMatchObject({ status: 403, title: 'Forbidden' });
}

describe('CSRF defence on state-changing calls', () => {
  it.each(refusals)('refuses a PATCH to /api with %s and changes nothing', async (_case, headers) => {
    const before = changes;
    expectCsrfRefusal(await browser.request('/api/test-counter', { method: 'PATCH', headers, json: {} }));
    expect(changes).toBe(before);
  });

  it('lets the portal’s own call through', async () => {
    const before = changes;
    const response = await browser.portalCall('PATCH', '/api/test-counter', {});
    expect(response.status).toBe(200);
    expect(changes).toBe(before + 1);
  });

  it.each(refusals)('refuses POST /auth/logout with %s and the session survives', async (_case, headers) => {
    expectCsrfRefusal(await browser.request('/auth/logout', { method: 'POST', headers }));
    expect(await t.db.select().from(sessions).where(eq(sessions.employeeId, employeeId))).toHaveLength(1);
    expect((await browser.get('/api/me')).status).toBe(200);
  });

  it('refuses before anything else, even for routes that do not exist', async () => {
    expectCsrfRefusal(await t.browser().request('/api/nothing-here', { method: 'DELETE' }));
  });

  it('does not apply to reads', async () => {
    expect((await browser.get('/api/me')).status).toBe(200);
  });

  it('leaves the embedded provider to its own protections', async () => {
    const response = await t
      .browser()
      .request('/oidc/token', { method: 'POST', form: { grant_type: 'authorization_code' } });
    expect(response.status).not.toBe(403);
    expect(JSON.parse(response.body).error).toMatch(/^invalid_/); // the provider's own OAuth error
  });
});
