import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { startServer, workerPort, type ServerProcess } from './server-process';

/**
 * Each Playwright worker's own portal: the built server on a port of its own (E2E_PORT + 20 ×
 * the worker's parallel index) and a database of its own, so workers run journeys side by side
 * without seeing each other's data. With DATABASE_URL, a fresh PostgreSQL database made on that
 * URL's server, a copy of the run's seeded template (global-setup.ts), dropped when the
 * worker ends; without it, the embedded PGlite in memory. The full demo organisation (400
 * people), as the journeys expect.
 */
export interface SuiteServer {
  url: string;
  stop(): Promise<void>;
}

/** How long a stopping server may take to end its work before it is killed. */
const STOP_GRACE_MS = 15_000;

export async function startSuiteServer(parallelIndex: number): Promise<SuiteServer> {
  let database: ScratchDatabase | undefined;
  if (process.env.DATABASE_URL) {
    database = await createScratchDatabase(`worker${parallelIndex}`, process.env.E2E_TEMPLATE_DATABASE);
  }
  let server: ServerProcess;
  try {
    server = await startServer({
      port: workerPort(parallelIndex),
      demoEmployees: 'server default',
      ...(database ? { databaseUrl: database.url } : { dataDir: 'memory://' }),
      env: {
        // The daily approval reminders only when a journey sends them (approval-reminders.spec.ts).
        APPROVAL_REMINDER_CHECK_MINUTES: '0',
      },
    });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  // What the server reports (LOG_LEVEL warn) goes to the run's output, as Playwright's
  // webServer showed it.
  server.child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    url: server.url,
    async stop() {
      const killLater = setTimeout(() => void server.stop('SIGKILL'), STOP_GRACE_MS);
      try {
        await server.stop('SIGTERM');
      } finally {
        clearTimeout(killLater);
        await database?.drop();
      }
    },
  };
}
