import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
