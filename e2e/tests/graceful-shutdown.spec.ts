import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { readDatabase } from '../support/database-check';
import { createScratchDatabase, postgresIsReachable } from '../support/scratch-database';
import { apiAt, purchaseBody, sessionCookie } from '../support/process-api';
import { portBesideSuite, startServer, type ServerProcess } from '../support/server-process';

const PORT = portBesideSuite(4);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request saved over a slow keep-alive connection, kept open afterwards as a browser or a
 * load balancer keeps one: the headers and half the body now, the rest when
 * `finish` is called. Resolves with the status and the whole answer.
 */
function slowSave(url: string, cookie: string, body: unknown) {
  const text = Buffer.from(JSON.stringify(body));
  let finish!: () => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(`${url}/api/requests`, {
      method: 'POST',
      agent: new Agent({ keepAlive: true }),
      headers: {
        cookie,
        origin: url,
        'x-requested-with': 'portico',
        'content-type': 'application/json',
        'content-length': String(text.length),
      },
    });
    request.on('response', (response) => {
      let received = '';
      response.on('data', (chunk: Buffer) => (received += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: received }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.write(text.subarray(0, text.length / 2));
    finish = () => request.end(text.subarray(text.length / 2));
  });
  return { answer, finish: () => finish() };
}

/**
 * SIGTERM, as a container platform or a rolling deployment sends it: the server stops taking
 * new connections, ends the open live-notification streams, lets the request under way finish
 * with its whole answer, closes its database and exits with 0.
 */
test('on SIGTERM the server finishes the request under way, closes its database and exits 0', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // PostgreSQL when there is one (a quicker start); the crash test stops a PGlite server too.
  const scratch = (await postgresIsReachable()) ? await createScratchDatabase('shutdown') : undefined;
  const dataDir = scratch ? undefined : mkdtempSync(join(tmpdir(), 'portico-shutdown-'));
  const where = scratch ? { url: scratch.url } : { dataDir: dataDir! };
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      port: PORT,
      ...(scratch ? { databaseUrl: scratch.url } : { dataDir: dataDir! }),
    });
    const cookie = await sessionCookie(browser, server.url, 'emery');
    const body = await purchaseBody(apiAt(server.url, cookie));
    const description = `Saved while stopping ${Date.now()}`;

    const stream = await fetch(`${server.url}/api/notifications/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const streamEnded = stream.text();

    const save = slowSave(server.url, cookie, body(description));
    await pause(500); // the server has the request and waits for the rest of its body
    server.child.kill('SIGTERM');
    await streamEnded; // open streams are ended, not waited for
    await expect
      .poll(() =>
        fetch(`${server!.url}/healthz`).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused');

    save.finish();
    const answer = await save.answer;
    const answered = Date.now();
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ description, status: 'Pending Purchase Approval' });

    // At once, not when the kept-alive connection times out (nor at the ten-second limit).
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - answered).toBeLessThan(3000);
    // Closed cleanly (a PGlite folder opens at once), with the request in it.
    const saved = await readDatabase(where, (read) =>
      read<{ count: number }>('select count(*)::int as count from service_requests where description = $1', [
        description,
      ]),
    );
    expect(saved).toEqual([{ count: 1 }]);
  } finally {
    await server?.stop('SIGKILL');
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
});
