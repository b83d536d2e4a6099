import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../lib/database-unavailable';
import { startBlackHoleProxy } from '../../../test/black-hole-proxy';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { buildTestApp, type TestApp } from '../../../test/test-app';

/** Short limits for the test; production's are seconds longer (DEFAULT_DATABASE_TIMEOUTS). */
const TIMEOUTS = { connectMs: 500, statementMs: 1_000, idleInTransactionMs: 2_000 };

/**
 * PostgreSQL behind a relay that stops forwarding, as a network black hole would: the portal
 * says so at once (503 with Retry-After) instead of holding every request for minutes, and is
 * itself again when the database answers. About the network, so PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)('when PostgreSQL stops answering', () => {
  let data: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startBlackHoleProxy>>;
  let database: Database;
  let t: TestApp;
  /** The test database's address through the relay. */
  let viaProxy: string;
  beforeAll(async () => {
    data = await createTestDatabase({ template: 'people' });
    const url = new URL(data.url!);
    proxy = await startBlackHoleProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    viaProxy = url.toString();
    database = openDatabase({ databaseUrl: viaProxy, dataDir: '', poolSize: 4, timeouts: TIMEOUTS });
    t = await buildTestApp({ database, seed: false });
  });
  afterAll(async () => {
    proxy.resume();
    await t.close();
    await database.close();
    await proxy.close();
    await data.close();
  });

  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    return { answer: await work(), ms: performance.now() - started };
  };

  it('answers 503 from /readyz and the API within the limits, and recovers when it answers again', async () => {
    const emery = await t.as('emery');
    expect((await emery.get('/api/requests?view=mine')).statusCode).toBe(200);
    expect((await t.anonymous().get('/readyz')).statusCode).toBe(200);

    proxy.hold();
    const ready = await timed(() => t.anonymous().get('/readyz'));
    expect(ready.answer.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(2_500);
    const list = await timed(() => emery.get('/api/requests?view=mine'));
    expect(list.answer.statusCode).toBe(503);
    expect(list.answer.headers['retry-after']).toBe('5');
    expect(list.answer.json()).toMatchObject({ status: 503, detail: DATABASE_UNAVAILABLE_MESSAGE });
    // The statement limit and the wait for the server's own word on it, and no more.
    expect(list.ms).toBeLessThan(TIMEOUTS.statementMs + 2_000 + 1_500);

    proxy.resume();
    await vi.waitFor(async () => expect((await t.anonymous().get('/readyz')).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 250,
    });
    expect((await emery.get('/api/requests?view=mine')).statusCode).toBe(200);
  });

  it('stops waiting when told (a server stopping within its grace): the request under way answers 503 at once', async () => {
    // Production's limits: left alone, the request would wait 30 s for its statement.
    const patient = openDatabase({
      databaseUrl: viaProxy,
      dataDir: '',
      poolSize: 2,
      timeouts: { connectMs: 500, statementMs: 30_000, idleInTransactionMs: 60_000 },
    });
    const app = await buildTestApp({ database: patient, seed: false });
    try {
      const emery = await app.as('emery');
      proxy.hold();
      const started = performance.now();
      const answer = emery.get('/api/requests?view=mine');
      await new Promise((resolve) => setTimeout(resolve, 300));
      patient.stopWaiting();
      const response = await answer;
      expect(response.statusCode).toBe(503);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      proxy.resume();
      await app.close();
      await patient.close();
    }
  });
});
