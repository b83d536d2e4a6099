/**
 * What is measured on a running portal: on the demo organisation only the sign-in bytes; on
 * the large one the sign-in bytes, memory, the read endpoints next to the hello-world, and the
 * write mix.
 */
import { signInBytes, type SignInBytes } from './browser-bytes';
import { runLoad, withCpuPerCall } from './load';
import { databaseServerCpu } from './postgres';
import { processCpu, residentMb, startProcess, stopProcess, type Started } from './processes';
import { loadReadEndpoints } from './read-endpoints';
import type { BenchResults } from './results';
import { signInPersonas, type Sessions } from './sign-in';
import { runWriteMix } from './write-mix';

/** Raised so that one person's sustained load is measured, not refused (decision 010). */
export const PORTAL_ENVIRONMENT = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '3000',
};

export interface PortalRunSettings {
  /** The portal listens here, the hello-world on the next port. */
  port: number;
  durationSeconds: number;
  logFile: string;
  progress: (line: string) => void;
}

function startPortal(databaseUrl: string, settings: PortalRunSettings): Promise<Started> {
  return startProcess({
    script: 'apps/server/dist/main.js',
    port: settings.port,
    env: {
      ...PORTAL_ENVIRONMENT,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${settings.port}`,
    },
    readyPath: '/readyz',
    logFile: settings.logFile,
  });
}

export async function measureDemo(databaseUrl: string, settings: PortalRunSettings): Promise<SignInBytes> {
  const portal = await startPortal(databaseUrl, settings);
  try {
    return await signInBytes(portal.origin, 'emery');
  } finally {
    await stopProcess(portal.child);
  }
}

type LargeFigures = Pick<
  BenchResults,
  'portalOnPostgresReadyMs' | 'helloWorld' | 'endpoints' | 'writeMix' | 'memoryMb'
> & { signInBytes: SignInBytes };

/** What one organisation's read load gives: the endpoints next to the hello-world before and after. */
type ReadFigures = Pick<BenchResults, 'helloWorld' | 'endpoints'>;

interface RunningPortal {
  portal: Started;
  sessions: Sessions;
  /** Loads every read endpoint between two hello-world runs. */
  loadReads: () => Promise<ReadFigures>;
}

/** The portal on a database and a hello-world beside it, stopped however `work` ends. */
async function withPortal<T>(
  databaseUrl: string,
  settings: PortalRunSettings,
  work: (running: RunningPortal) => Promise<T>,
): Promise<T> {
  const portal = await startPortal(databaseUrl, settings);
  let hello: Started | undefined;
  try {
    hello = await startProcess({
      script: 'bench/src/hello-world.mjs',
      port: settings.port + 1,
      env: {},
      readyPath: '/',
      logFile: settings.logFile,
    });
    const helloOrigin = hello.origin;
    const helloChild = hello.child;
    const helloLoad = async (when: string) => {
      const run = await withCpuPerCall(processCpu(helloChild), () =>
        runLoad({ url: `${helloOrigin}/`, duration: settings.durationSeconds }),
      );
      settings.progress(`hello-world ${when}: ${run.load.requestsPerSecond.toFixed(0)} req/s`);
      return run;
    };
    const sessions = await signInPersonas(portal.origin);
    const loadReads = async () => {
      const before = await helloLoad('before');
      const endpoints = await loadReadEndpoints(
        portal,
        sessions,
        settings.durationSeconds,
        settings.progress,
        await databaseServerCpu(databaseUrl),
      );
      const after = await helloLoad('after');
      return { helloWorld: [before, after], endpoints };
    };
    return await work({ portal, sessions, loadReads });
  } finally {
    await Promise.all([stopProcess(portal.child), hello ? stopProcess(hello.child) : undefined]);
  }
}

export function measureLarge(databaseUrl: string, settings: PortalRunSettings): Promise<LargeFigures> {
  return withPortal(databaseUrl, settings, async ({ portal, sessions, loadReads }) => {
    const bytes = await signInBytes(portal.origin, 'emery');
    const idle = residentMb(portal.child);
    const reads = await loadReads();
    settings.progress('write mix');
    const writeMix = await runWriteMix(portal.origin, sessions, settings.durationSeconds);
    return {
      portalOnPostgresReadyMs: portal.readyMs,
      signInBytes: bytes,
      ...reads,
      writeMix,
      memoryMb: { idle, afterLoad: residentMb(portal.child) },
    };
  });
}

/** The larger organisation: the read endpoints again, to compare each with the large one's. */
export function measureScale(databaseUrl: string, settings: PortalRunSettings): Promise<ReadFigures> {
  return withPortal(databaseUrl, settings, ({ loadReads }) => loadReads());
}
