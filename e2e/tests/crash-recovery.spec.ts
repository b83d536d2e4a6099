import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { readDatabase } from '../support/database-check';
import { apiAt, purchaseBody, sessionCookie } from '../support/process-api';
import { createScratchDatabase, NO_POSTGRES, postgresForProcessTests } from '../support/scratch-database';
import { portBesideSuite, startServer, type ServerProcess } from '../support/server-process';

/**
 * The server killed outright (SIGKILL, as a crash or an out-of-memory kill would) while people
 * save requests, then started again on the same data: every save it answered with 201 is
 * there, and no request is there in part — each has its approval step and the notice to its
 * approver, written in the same transaction. On PGlite's folder and on PostgreSQL.
 * CRASH_TEST_WRITES raises the number of answered saves before the kill (npm test keeps it small).
 */
const WRITES_BEFORE_KILL = Number(process.env.CRASH_TEST_WRITES ?? 24);
const WRITERS = 4;
const PORT = portBesideSuite(3);

interface Stored {
  id: string;
  approvals: number;
  purchase_approvals: number;
  notices: number;
}

for (const kind of ['PGlite', 'PostgreSQL'] as const) {
  test(`every answered save survives a SIGKILL on ${kind}, and none is half written`, async ({ browser }) => {
    test.setTimeout(180_000);
    if (kind === 'PostgreSQL') test.skip(!(await postgresForProcessTests()), NO_POSTGRES);
    const scratch = kind === 'PostgreSQL' ? await createScratchDatabase('crash') : undefined;
    const dataDir = scratch ? undefined : mkdtempSync(join(tmpdir(), 'portico-crash-'));
    const where = scratch ? { url: scratch.url } : { dataDir: dataDir! };
    const settings = { port: PORT, ...(scratch ? { databaseUrl: scratch.url } : { dataDir: dataDir! }) };
    let server: ServerProcess | undefined;
    try {
      server = await startServer(settings);
      const api = apiAt(server.url, await sessionCookie(browser, server.url, 'emery'));
      const body = await purchaseBody(api);
      const marker = `Crash test ${kind} ${Date.now()}`;

      // Writers save one request after another until the server stops answering.
      const answered: string[] = [];
      let enough: () => void;
      const enoughAnswered = new Promise<void>((resolve) => (enough = resolve));
      const writer = async (writerNumber: number) => {
        for (let n = 0; ; n++) {
          const saved = await api
            .call('/api/requests', 'POST', body(`${marker} #${writerNumber}.${n}`))
            .catch(() => null);
          // The connection went with the process, before or during the answer: not acknowledged.
          if (!saved?.body) return;
          expect(saved.status, JSON.stringify(saved.body)).toBe(201);
          answered.push(saved.body.id as string);
          if (answered.length >= WRITES_BEFORE_KILL) enough();
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
      // A writer that fails (an answer other than 201) fails the test at once.
      await Promise.race([enoughAnswered, Promise.all(writers)]);
      const killed = await server.stop('SIGKILL');
      expect(killed.signal).toBe('SIGKILL');
      await Promise.all(writers);
      const acknowledged = [...answered];

      server = await startServer(settings);
      // The restarted server serves what the killed one answered for.
      for (const id of acknowledged.slice(-3)) {
        const detail = await api.call(`/api/requests/${id}`);
        expect(detail.status).toBe(200);
        expect(detail.body.status).toBe('Pending Purchase Approval');
      }
      expect((await server.stop('SIGTERM')).code).toBe(0);

      const stored = await readDatabase(where, (read) =>
        read<Stored>(
          `select r.id,
              (select count(*) from request_approvals a where a.request_id = r.id)::int as approvals,
              (select count(*) from request_approvals a
                 where a.request_id = r.id and a.step = 'purchase' and a.status = 'Pending')::int as purchase_approvals,
              (select count(*) from notifications n where n.request_id = r.id)::int as notices
            from service_requests r where r.description like $1`,
          [`${marker} #%`],
        ),
      );
      const storedIds = new Set(stored.map((row) => row.id));
      expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
      // Whole or not at all: the same approval step and notices as every other saved request.
      expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
      const first = stored[0]!;
      expect(first.purchase_approvals).toBe(1);
      expect(first.notices).toBeGreaterThan(0);
      const partial = stored.filter(
        (row) =>
          row.approvals !== first.approvals || row.purchase_approvals !== 1 || row.notices !== first.notices,
      );
      expect(partial).toEqual([]);
      // The figures for the record: saves answered before the kill, and requests found after.
      console.log(
        `crash test on ${kind}: ${acknowledged.length} saves acknowledged, all found; ` +
          `${stored.length} stored (${stored.length - acknowledged.length} committed but not answered); ` +
          `${partial.length} half written`,
      );
    } finally {
      await server?.stop('SIGKILL');
      await scratch?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
