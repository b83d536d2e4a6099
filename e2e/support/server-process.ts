import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The built server as its own process, as it runs in production (`node apps/server/dist/main.js`),
 * for the tests of what only a process shows: several instances on one database, a crash, a
 * stop. Each test gives it a port of its own next to the suite's (E2E_PORT + n).
 */
const MAIN = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const SUITE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** One shared secret: a session made by one instance is read by every other (decision 047). */
export const SHARED_SESSION_SECRET = 'e2e-shared-session-secret-for-every-instance-0123456789';

/**
 * CI's second pass (the journeys again on PostgreSQL) sets this: the process tests ran on
 * PostgreSQL in the first pass already (decision 047).
 */
export const PROCESS_TESTS_SKIPPED = process.env.E2E_SKIP_PROCESS_TESTS === '1';

/** A port beside the suite's own server: 1 to 9 above E2E_PORT. */
export const portBesideSuite = (offset: number) => SUITE_PORT + offset;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stderr, for failure messages. */
  stderr(): string;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerOptions {
  port: number;
  /** A PostgreSQL database (postgres://…), or else a PGlite folder. */
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const url = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(options.port),
      HOST: 'localhost',
      PUBLIC_URL: url,
      SESSION_SECRET: SHARED_SESSION_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The personas and their projects, without the hundreds of others: a quicker first start.
      DEMO_EMPLOYEES: '40',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      DATA_DIR: options.dataDir ?? 'memory://',
      ...options.env,
    },
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    url,
    child,
    exited,
    stderr: () => errors,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  await waitUntilReady(server);
  return server;
}

async function waitUntilReady(server: ServerProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < until) {
    if (gone) throw new Error(`The server at ${server.url} stopped while starting:\n${server.stderr()}`);
    const ready = await fetch(`${server.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop('SIGKILL');
  throw new Error(`The server at ${server.url} was not ready in ${timeoutMs / 1000} s:\n${server.stderr()}`);
}
