import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverClock } from './clock';

/**
 * The built server as its own process, as it runs in production (`node apps/server/dist/main.js`),
 * for the tests of what only a process shows: several instances on one database, a crash, a
 * stop; and each Playwright worker's own server for the journeys (worker-server.ts). A worker's
 * server listens on E2E_PORT + 20 × its parallel index; each process test gives its servers
 * ports of their own next to it (that base + n).
 */
const MAIN = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const SUITE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Ports kept for each worker: its own server's, then 1 to 19 above it for its process tests. */
const PORTS_PER_WORKER = 20;

/** One shared secret: a session made by one instance is read by every other (decision 047). */
export const SHARED_SESSION_SECRET = 'e2e-shared-session-secret-for-every-instance-0123456789';

/** The port of the suite's server on the worker with this parallel index. */
export const workerPort = (parallelIndex: number) => SUITE_PORT + PORTS_PER_WORKER * parallelIndex;

/**
 * A port beside this worker's own server: 1 to 19 above it. Playwright names the worker's
 * parallel index in TEST_PARALLEL_INDEX, so two workers' process tests never share a port.
 */
export const portBesideSuite = (offset: number) => {
  if (offset < 1 || offset >= PORTS_PER_WORKER) throw new Error(`No port ${offset} beside the suite's`);
  return workerPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0)) + offset;
};

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
  /**
   * The demo organisation's size: 40 by default (the personas and their projects, without the
   * hundreds of others: a quicker first start), or 'server default' for the full demo (400)
   * the journeys rely on.
   */
  demoEmployees?: number | 'server default';
  env?: Record<string, string>;
  /** The server's clock this far ahead of the machine's (ms), instead of the run's. */
  clockOffsetMs?: number;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const url = `http://localhost:${options.port}`;
  const clock = serverClock(options.clockOffsetMs);
  const child = spawn(process.execPath, [...clock.execArgv, '--enable-source-maps', MAIN], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(options.port),
      HOST: 'localhost',
      PUBLIC_URL: url,
      SESSION_SECRET: SHARED_SESSION_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...(options.demoEmployees === 'server default'
        ? {}
        : { DEMO_EMPLOYEES: String(options.demoEmployees ?? 40) }),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      DATA_DIR: options.dataDir ?? 'memory://',
      ...clock.env,
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
