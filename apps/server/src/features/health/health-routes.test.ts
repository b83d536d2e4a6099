import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

describe('health checks', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.anonymous().get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.anonymous().get('/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('reports not ready with 503 when the database cannot be reached', async () => {
    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await t.anonymous().get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
    } finally {
      t.database.ping = original;
    }
  });
});
