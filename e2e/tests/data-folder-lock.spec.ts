import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { apiAt, purchaseBody, sessionCookie } from '../support/process-api';
import { portBesideSuite, startServer, type ServerProcess } from '../support/server-process';

/**
 * Two processes on one embedded database folder (an overlapping restart, or a command run
 * beside the portal): the second is refused with a message that says why, the first keeps
 * answering, and what it saved is there after it stops and starts again.
 */
test('a second process on the same PGlite folder is refused, and no saved write is lost', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-lock-'));
  const settings = { port: portBesideSuite(7), dataDir };
  let first: ServerProcess | undefined;
  try {
    first = await startServer(settings);
    const api = apiAt(first.url, await sessionCookie(browser, first.url, 'emery'));
    const body = await purchaseBody(api);
    const description = `Saved before a second start ${Date.now()}`;
    const saved = await api.call('/api/requests', 'POST', body(description));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);

    const second = startServer({ ...settings, port: portBesideSuite(8) });
    await expect(second).rejects.toThrow(/stopped while starting/);
    await expect(second).rejects.toThrow(
      new RegExp(`The embedded database in ${dataDir} is in use by process ${first.child.pid} `),
    );

    // The first still answers, and keeps what it saved through a stop and a start.
    expect((await api.call(`/api/requests/${saved.body.id as string}`)).status).toBe(200);
    expect((await first.stop('SIGTERM')).code).toBe(0);
    first = await startServer(settings);
    const again = await api.call(`/api/requests/${saved.body.id as string}`);
    expect(again.status).toBe(200);
    expect(again.body.description).toBe(description);
  } finally {
    await first?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
