/**
 * What is measured on a running portal: on the demo organisation only the sign-in bytes; on
 * the large one the sign-in bytes, memory, the read endpoints next to the hello-world, the
 * write mix, the paint of the first screens, and last the morning rush (its thousands of new
 * sessions and visits would otherwise be part of what the endpoints read).
 */
import { signInBytes, type SignInBytes } from './browser-bytes';
import { SCALE_ENDPOINTS, type Endpoint } from './endpoints';
import { runLoad, withCpuPerCall } from './load';
import { runMorningRush, type RushSettings } from './morning-rush';
import { measurePaint } from './paint';
import { PERSONA_EMAILS } from './personas';
import { databaseServerCpu } from './postgres';
import { processCpu, residentMb, startProcess, stopProcess, type Started } from './processes';
import { loadReadEndpoints } from './read-endpoints';
import type { BenchResults, PaintResults } from './results';
import { signInEmails } from './rush-people';
import { signInPersonas, type Sessions } from './sign-in';
import { runWriteMix } from './write-mix';

/**
 * Raised so that one person's sustained load is measured, not refused (decision 010), and so
 * is the morning rush: its thousands of people all come from this one address, seven requests
 * each counted against the per-address sign-in limit (the flow's six and the portal's own token
 * request), where a real morning comes from many addresses, each well under the shipped 3,000.
 */
export const PORTAL_ENVIRONMENT = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000000',
};

export interface PortalRunSettings {
  /** The portal listens here, the hello-world on the next port. */
  port: number;
  durationSeconds: number;
  /** Lighthouse on the first screens (false with --skip-paint). */
  paint: boolean;
  /** The morning rush on the large organisation, or null to leave it out. */
  rush: RushSettings | null;
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
  'portalOnPostgresReadyMs' | 'helloWorld' | 'endpoints' | 'writeMix' | 'memoryMb' | 'paint' | 'morningRush'
> & { signInBytes: SignInBytes };

/** What one organisation's read load gives: the endpoints next to the hello-world before and after. */
type ReadFigures = Pick<BenchResults, 'helloWorld' | 'endpoints'>;

interface RunningPortal {
  portal: Started;
  sessions: Sessions;
  /** Loads the read endpoints (all of them unless chosen) between two hello-world runs. */
  loadReads: (chosen?: readonly Endpoint[]) => Promise<ReadFigures>;
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
    const loadReads = async (chosen?: readonly Endpoint[]) => {
      const before = await helloLoad('before');
      const endpoints = await loadReadEndpoints(
        portal,
        sessions,
        settings.durationSeconds,
        settings.progress,
        await databaseServerCpu(databaseUrl),
        chosen,
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
    const afterLoad = residentMb(portal.child);
    // Last, once the load is over: Lighthouse multiplies the browser's CPU time by four, and
    // with it any CPU the load would take from it.
    let paint: PaintResults | undefined;
    if (settings.paint) {
      settings.progress('paint on a modest laptop (Lighthouse)');
      paint = await measurePaint(portal.origin, PERSONA_EMAILS.emery, settings.progress);
    }
    let morningRush: LargeFigures['morningRush'];
    if (settings.rush) {
      const { people, ratePerSecond } = settings.rush;
      settings.progress(`morning rush: ${people} sign-ins at ${ratePerSecond} a second`);
      const emails = await signInEmails(databaseUrl);
      const target = {
        origin: portal.origin,
        portal: portal.child,
        databaseCpu: await databaseServerCpu(databaseUrl),
      };
      morningRush = await runMorningRush(target, emails, settings.rush, settings.progress);
      settings.progress(
        `morning rush: ${morningRush.signInsPerSecond.toFixed(1)} sign-ins/s, p95 ${morningRush.totalMs.p95.toFixed(0)} ms, ${morningRush.errors} errors`,
      );
    }
    return {
      portalOnPostgresReadyMs: portal.readyMs,
      signInBytes: bytes,
      ...reads,
      writeMix,
      memoryMb: { idle, afterLoad },
      ...(paint ? { paint } : {}),
      ...(morningRush ? { morningRush } : {}),
    };
  });
}

/** The larger organisation: the read endpoints again, to compare each with the large one's. */
export function measureScale(databaseUrl: string, settings: PortalRunSettings): Promise<ReadFigures> {
  return withPortal(databaseUrl, settings, ({ loadReads }) => loadReads(SCALE_ENDPOINTS));
}
