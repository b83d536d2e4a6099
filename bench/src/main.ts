/**
 * `npm run bench`: seeds a demo-size and a large organisation into fresh PostgreSQL databases,
 * starts the built portal on each, signs the personas in through the real OpenID Connect flow,
 * loads every read endpoint and a write mix with autocannon next to a bare Fastify hello-world,
 * measures bytes, start-up and memory, and writes bench/results/<date>.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { firstLoadSizes } from '../first-load-size.mjs';
import { signInBytes } from './browser-bytes';
import { CONNECTIONS, runLoad, withCpuPerCall } from './load';
import { parseOptions, USAGE, type BenchOptions } from './options';
import { REPO_ROOT, RESULTS_DIR } from './paths';
import { dropDatabase, serverVersion } from './postgres';
import { residentMb, startProcess, stopProcess, type Started } from './processes';
import { loadReadEndpoints } from './read-endpoints';
import { linkLatestReport } from './readme-link';
import { renderReport } from './report';
import type { BenchResults, Machine } from './results';
import { seedDatabase } from './seed';
import { signInPersonas } from './sign-in';
import { measureStartUp } from './start-up';
import { runWriteMix } from './write-mix';

const DEMO_DATABASE = 'portico_bench_demo';
const LARGE_DATABASE = 'portico_bench_large';
/** Raised so that one person's sustained load is measured, not refused (decision 010). */
const PORTAL_ENVIRONMENT = { RATE_LIMIT_PER_MINUTE: '100000000', SIGN_IN_RATE_LIMIT_PER_MINUTE: '3000' };

const say = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function machine(adminUrl: string): Promise<Machine> {
  const cpus = os.cpus();
  return {
    cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
    memoryGb: os.totalmem() / 1024 ** 3,
    loadAverage: loadAverage(),
    node: process.version,
    postgres: await serverVersion(adminUrl),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

function startPortal(options: BenchOptions, databaseUrl: string, logFile: string): Promise<Started> {
  const port = options.port + 1;
  return startProcess({
    script: 'apps/server/dist/main.js',
    port,
    env: {
      ...PORTAL_ENVIRONMENT,
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    readyPath: '/readyz',
    logFile,
  });
}

async function run(options: BenchOptions): Promise<string> {
  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = join(os.tmpdir(), `portico-bench-${date}.log`);
  if (options.build) {
    say('building (npm run build; not measured)');
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  const described = await machine(options.adminUrl);
  say(`server logs: ${logFile}`);

  say('start-up on PGlite');
  const startUp = await measureStartUp(options.port + 3, logFile);

  say(`seeding ${options.demoEmployees} employees`);
  const demo = await seedDatabase(options.adminUrl, DEMO_DATABASE, options.demoEmployees);
  say(`seeding ${options.employees} employees`);
  const large = await seedDatabase(options.adminUrl, LARGE_DATABASE, options.employees);
  say(`large seed ${(large.totalMs / 1000).toFixed(1)} s: ${JSON.stringify(large.rows)}`);

  say('sign-in bytes at the demo size');
  const demoPortal = await startPortal(options, demo.url, logFile);
  const demoBytes = await signInBytes(demoPortal.origin, 'emery').finally(() =>
    stopProcess(demoPortal.child),
  );

  say('the large organisation');
  const portal = await startPortal(options, large.url, logFile);
  const hello = await startProcess({
    script: 'bench/src/hello-world.mjs',
    port: options.port + 2,
    env: {},
    readyPath: '/',
    logFile,
  });
  try {
    const largeBytes = await signInBytes(portal.origin, 'emery');
    const sessions = await signInPersonas(portal.origin);
    const idleMb = residentMb(portal.child);
    const helloLoad = () =>
      withCpuPerCall(hello.child, () =>
        runLoad({ url: `${hello.origin}/`, duration: options.durationSeconds }),
      );
    const helloBefore = await helloLoad();
    say(`hello-world ${helloBefore.load.requestsPerSecond.toFixed(0)} req/s`);
    const endpoints = await loadReadEndpoints(portal, sessions, options.durationSeconds, say);
    const helloAfter = await helloLoad();
    say(`hello-world ${helloAfter.load.requestsPerSecond.toFixed(0)} req/s`);
    say('write mix');
    const writeMix = await runWriteMix(portal.origin, sessions, options.durationSeconds);
    const afterLoadMb = residentMb(portal.child);

    const results: BenchResults = {
      date,
      machine: { ...described, loadAverageAtEnd: loadAverage() },
      settings: {
        durationSeconds: options.durationSeconds,
        connections: CONNECTIONS,
        environment: PORTAL_ENVIRONMENT,
        ...(options.note ? { note: options.note } : {}),
      },
      startUp,
      seeds: { demo, large },
      portalOnPostgresReadyMs: portal.readyMs,
      firstLoad: firstLoadSizes(),
      signInBytes: { demo: demoBytes, large: largeBytes },
      helloWorld: [helloBefore, helloAfter],
      endpoints,
      writeMix,
      memoryMb: { idle: idleMb, afterLoad: afterLoadMb },
    };
    const file = join(RESULTS_DIR, `${date}.md`);
    writeFileSync(file, renderReport(results));
    writeFileSync(join(RESULTS_DIR, `${date}.json`), `${JSON.stringify(results, null, 2)}\n`);
    linkLatestReport(file);
    return file;
  } finally {
    await Promise.all([stopProcess(portal.child), stopProcess(hello.child)]);
    if (!options.keepDatabases) {
      await dropDatabase(options.adminUrl, DEMO_DATABASE);
      await dropDatabase(options.adminUrl, LARGE_DATABASE);
    }
  }
}

async function main() {
  let options: BenchOptions | 'help';
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const file = await run(options);
  say(`report written to ${file}`);
}

main().catch((error: unknown) => {
  console.error('The benchmark failed:', error);
  process.exitCode = 1;
});
