/**
 * `npm run bench`: seeds a demo-size and a large organisation into fresh PostgreSQL databases,
 * starts the built portal on each, signs the personas in through the real OpenID Connect flow,
 * loads every read endpoint and a write mix with autocannon next to a bare Fastify hello-world,
 * measures bytes, start-up and memory, and writes bench/results/<date>.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { firstLoadSizes } from '../first-load-size.mjs';
import { CHROMIUM } from './browser-bytes';
import { CONNECTIONS } from './load';
import { parseOptions, USAGE, type BenchOptions } from './options';
import { REPO_ROOT, RESULTS_DIR } from './paths';
import {
  measureDemo,
  measureLarge,
  measureScale,
  PORTAL_ENVIRONMENT,
  type PortalRunSettings,
} from './portal-runs';
import { dropDatabase, serverVersion } from './postgres';
import { linkLatestReport } from './readme-link';
import { renderReport } from './report';
import type { BenchResults, Machine } from './results';
import { seedDatabase } from './seed';
import { measureStartUp } from './start-up';

const DEMO_DATABASE = 'portico_bench_demo';
const LARGE_DATABASE = 'portico_bench_large';
const SCALE_DATABASE = 'portico_bench_scale';

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

async function measure(options: BenchOptions, logFile: string, date: string): Promise<BenchResults> {
  const described = await machine(options.adminUrl);
  say('start-up on PGlite');
  const startUp = await measureStartUp(options.port + 3, logFile);

  say(`seeding ${options.demoEmployees} employees`);
  const demo = await seedDatabase(options.adminUrl, DEMO_DATABASE, options.demoEmployees);
  say(`seeding ${options.employees} employees`);
  const large = await seedDatabase(options.adminUrl, LARGE_DATABASE, options.employees);
  say(`seeded in ${(large.totalMs / 1000).toFixed(1)} s: ${JSON.stringify(large.rows)}`);

  const settings: PortalRunSettings = {
    port: options.port + 1,
    durationSeconds: options.durationSeconds,
    logFile,
    progress: say,
  };
  say('sign-in bytes at the demo size');
  const demoBytes = await measureDemo(demo.url, settings);
  say('the large organisation');
  const { signInBytes: largeBytes, ...figures } = await measureLarge(large.url, settings);
  if (!options.keepDatabases) await dropDatabase(options.adminUrl, LARGE_DATABASE);
  const scale = options.scaleEmployees > 0 ? await measureScaleTier(options, settings) : undefined;
  return {
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
    firstLoad: firstLoadSizes(),
    signInBytes: { demo: demoBytes, large: largeBytes },
    ...figures,
    ...(scale ? { scale } : {}),
  };
}

/** The larger organisation: seeded once the large one is done with, and its reads loaded. */
async function measureScaleTier(options: BenchOptions, settings: PortalRunSettings) {
  say(`seeding ${options.scaleEmployees} employees`);
  const seed = await seedDatabase(options.adminUrl, SCALE_DATABASE, options.scaleEmployees);
  say(`seeded in ${(seed.totalMs / 1000).toFixed(1)} s: ${JSON.stringify(seed.rows)}`);
  say('the larger organisation');
  return { seed, ...(await measureScale(seed.url, settings)) };
}

/** What the run needs, checked before minutes are spent seeding. */
async function checkPrerequisites(options: BenchOptions) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium was not found at ${CHROMIUM}: install Debian's "chromium" package.`);
  }
  try {
    await serverVersion(options.adminUrl);
  } catch (error) {
    throw new Error(`PostgreSQL did not answer at DATABASE_URL (${options.adminUrl}): ${String(error)}`);
  }
}

async function run(options: BenchOptions): Promise<string> {
  await checkPrerequisites(options);
  const date = new Date().toISOString().slice(0, 10);
  const logFile = join(os.tmpdir(), `portico-bench-${date}.log`);
  if (options.build) {
    say('building (npm run build; not measured)');
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  say(`server logs: ${logFile}`);
  try {
    const results = await measure(options, logFile, date);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `${date}.md`);
    writeFileSync(file, renderReport(results));
    writeFileSync(join(RESULTS_DIR, `${date}.json`), `${JSON.stringify(results, null, 2)}\n`);
    linkLatestReport(file);
    return file;
  } finally {
    if (!options.keepDatabases) {
      await dropDatabase(options.adminUrl, DEMO_DATABASE);
      await dropDatabase(options.adminUrl, LARGE_DATABASE);
      await dropDatabase(options.adminUrl, SCALE_DATABASE);
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
