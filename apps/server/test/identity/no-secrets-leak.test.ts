import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { createEmployee } from '../factories';
import { buildIdentityTestApp } from './identity-test-app';
import { signIn } from './sign-in-flow';

/**
 * DESIGN §10: no token or secret in any answer or log line. A whole sign-in and a few calls run
 * with every log line kept; then the session token, the authorisation code, the session
 * secret and the embedded provider's keys are looked for in everything the server said.
 */
const SESSION_SECRET = 'identity-tests-session-secret-0123456789';
let t: Awaited<ReturnType<typeof buildIdentityTestApp>>;
beforeAll(async () => {
  t = await buildIdentityTestApp({ SESSION_SECRET }, undefined, 'info');
});
afterAll(() => t.close());

describe('secrets stay secret', () => {
  it('no answer and no log line carries the session token, the code or the secret', async () => {
    const person = await createEmployee(t.db);
    const browser = t.browser();
    const { callback, callbackUrl } = await signIn(browser, person.workEmail!);
    expect(callback.status).toBe(302);
    const token = browser.cookie('portico_session')!.value;
    const code = callbackUrl.searchParams.get('code')!;
    // The ID token kept for the provider's logout is sealed in the database, yet still works.
    const [stored] = await t.db
      .select({ idToken: sessions.idToken })
      .from(sessions)
      .where(eq(sessions.employeeId, person.id));
    expect(stored!.idToken).toMatch(/^v1\./);
    // A JWT is two base64url JSON segments, each starting "eyJ", joined by a dot. The sealed
    // form is random base64url, so "eyJ" alone turns up in it by chance (about 1 in 170 runs).
    expect(stored!.idToken).not.toMatch(/eyJ[\w-]*\.eyJ/);
    expect(token).toHaveLength(43);
    expect(code.length).toBeGreaterThan(10);

    const answers: string[] = [];
    for (const path of ['/api/me', '/api/public-config', '/api/notifications', '/api/profile', '/readyz']) {
      const response = await browser.get(path);
      expect(response.status, path).toBeLessThan(400);
      answers.push(JSON.stringify(response.headers), response.body);
    }
    const logged = t.logs.map((line) => JSON.stringify(line));
    // The access log was really kept: the sign-in's callback is in it, without its query.
    expect(logged.some((line) => line.includes('/auth/callback'))).toBe(true);

    for (const secret of [token, code, SESSION_SECRET]) {
      expect(
        answers.filter((answer) => answer.includes(secret)),
        'answers',
      ).toEqual([]);
      expect(
        logged.filter((line) => line.includes(secret)),
        'log lines',
      ).toEqual([]);
    }
    for (const field of ['id_token', 'access_token', 'refresh_token', 'client_secret', 'cookie"']) {
      expect(
        logged.filter((line) => line.toLowerCase().includes(field)),
        field,
      ).toEqual([]);
    }
  });

  it('no log line carries a sign-in path’s query string, however the target is written', async () => {
    const person = await createEmployee(t.db);
    const browser = t.browser();
    await signIn(browser, person.workEmail!, '/directory?q=secret-search');
    const logout = await browser.portalCall('POST', '/auth/logout');
    const endSession = new URL(JSON.parse(logout.body).redirectTo);
    const hint = endSession.searchParams.get('id_token_hint')!;
    expect(hint).toMatch(/^eyJ/);
    // The provider's logout page, as the browser opens it after the portal's logout; then the
    // same kind of targets written as a client may write them: absolute-form, another case.
    expect((await browser.get(endSession)).status).toBe(200);
    for (const url of [
      `http://localhost:3000/auth/login?next=%2Fsecret-search`,
      `/AUTH/callback?code=secret-code&state=secret-state`,
      `http://localhost:3000/oidc/session/end?id_token_hint=${hint}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }

    const logged = t.logs.map((line) => JSON.stringify(line));
    const signInTargets = t.logs
      .map((line) => line.url)
      .filter((url): url is string => typeof url === 'string' && /^\/(?:auth|oidc)\b/i.test(url));
    expect(signInTargets.length).toBeGreaterThan(3);
    expect(signInTargets.filter((url) => url.includes('?'))).toEqual([]);
    for (const secret of [hint, person.workEmail!, 'secret-search', 'secret-code', 'secret-state']) {
      expect(
        logged.filter((line) => line.includes(secret)),
        secret,
      ).toEqual([]);
    }
  });
});
