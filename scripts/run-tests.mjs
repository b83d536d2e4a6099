import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseTestDatabase } from './test-database.mjs';

/**
 * `npm test`: every test, stage by stage, each stage's wall time measured, and at the end a
 * report of the stages and the slowest files of each suite (also `npm run test:timings`, which
 * prints the last run's report again). Stops at the first stage that fails, after the report.
 * docs/testing.md says what runs where.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'test-results');
const REPORT = join(RESULTS, 'timings.json');
const SLOWEST = 15;

if (process.argv.includes('--report')) {
  if (!existsSync(REPORT)) {
    console.error('No timings yet: run `npm test` first.');
    process.exit(1);
  }
  printReport(JSON.parse(readFileSync(REPORT, 'utf8')));
  process.exit(0);
}

const database = await chooseTestDatabase();
console.log(
  database === 'postgres'
    ? `Tests on PostgreSQL at ${redacted(process.env.DATABASE_URL)}; what is about the embedded database also on PGlite.`
    : 'Tests on the embedded PGlite (no PostgreSQL server answered; see docs/testing.md).',
);
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const cache = (name) => join(ROOT, 'node_modules', '.cache', name);
const typecheck = ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench'].map((folder) => ({
  name: `types: ${folder}`,
  command: [
    bin('tsc'),
    '-p',
    `${folder}/tsconfig.json`,
    '--incremental',
    '--tsBuildInfoFile',
    join(cache('tsc'), `${folder.replace('/', '-')}.tsbuildinfo`),
  ],
}));

const STAGES = [
  {
    name: 'lint and types',
    // Two at a time, one a core; each caches what it checked for the next run on this machine.
    parallel: [
      { name: 'eslint', command: [bin('eslint'), '--cache', '--cache-location', cache('eslint/'), '.'] },
      {
        name: 'prettier',
        command: [bin('prettier'), '--check', '--cache', '--log-level', 'warn', '.'],
      },
      // No export that nothing imports (knip.json): dead code is removed, not left to mislead.
      { name: 'unused exports', command: [bin('knip'), '--include', 'exports,types', '--no-progress'] },
      // No second copy of a route set, query or rule in the server (.jscpd.json).
      { name: 'repeated code', command: [bin('jscpd')] },
      ...typecheck,
    ],
  },
  {
    name: 'vitest',
    command: [
      bin('vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(RESULTS, 'vitest.json')}`,
    ],
  },
  { name: 'build', command: ['npm', 'run', 'build'] },
  // DESIGN §9: the first load of /login and / within 170 KB gzip, or the run fails.
  { name: 'first-load budget', command: ['node', 'bench/first-load-size.mjs'] },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    cwd: join(ROOT, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: join(RESULTS, 'e2e.json') },
  },
];

const report = { database, stages: [], suites: {} };
let failed;
for (const stage of STAGES) {
  console.log(`\n=== ${stage.name}`);
  const started = Date.now();
  const ok = stage.parallel ? await runPool(stage.parallel, 2) : (await run(stage)).code === 0;
  report.stages.push({ name: stage.name, seconds: (Date.now() - started) / 1000, ok });
  if (!ok) {
    failed = stage.name;
    break;
  }
}
report.suites = readSuites();
writeFileSync(REPORT, JSON.stringify(report, null, 2));
printReport(report);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}

function run({ command, cwd = ROOT, env = {} }, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Runs the jobs `width` at a time, printing each one's output whole when it ends. */
async function runPool(jobs, width) {
  const queue = [...jobs];
  let ok = true;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      const { code, output } = await run(job, { quiet: true });
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`--- ${job.name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      if (code !== 0) ok = false;
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return ok;
}

/** The slowest files of each suite: Vitest's projects, and the journeys. */
function readSuites() {
  const suites = {};
  const add = (suite, file, seconds, tests) => {
    (suites[suite] ??= []).push({ file, seconds, tests });
  };
  const vitest = join(RESULTS, 'vitest.json');
  if (existsSync(vitest)) {
    const results = JSON.parse(readFileSync(vitest, 'utf8'));
    for (const file of results.testResults) {
      const suite = projectOf(file.name);
      add(
        suite,
        relative(ROOT, file.name),
        (file.endTime - file.startTime) / 1000,
        file.assertionResults.length,
      );
    }
  }
  const e2e = join(RESULTS, 'e2e.json');
  if (existsSync(e2e)) {
    const results = JSON.parse(readFileSync(e2e, 'utf8'));
    const files = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
          const entry = files.get(spec.file) ?? { seconds: 0, tests: 0 };
          files.set(spec.file, { seconds: entry.seconds + seconds, tests: entry.tests + 1 });
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of results.suites) walk(suite);
    for (const [file, entry] of files) add('e2e', `e2e/tests/${file}`, entry.seconds, entry.tests);
  }
  return suites;
}

/** Vitest's JSON names no project; the folder and the PGlite list do. */
function projectOf(path) {
  const file = relative(ROOT, path);
  if (file.startsWith('apps/server/')) return 'server';
  if (file.startsWith('apps/web/')) return 'web';
  if (file.startsWith('packages/domain/')) return 'domain';
  return file.split('/')[0];
}

function printReport({ database, stages, suites }) {
  console.log(`\nTimings (${database}):`);
  console.log('| stage | wall time | result |\n| --- | ---: | --- |');
  for (const stage of stages) {
    console.log(`| ${stage.name} | ${formatSeconds(stage.seconds)} | ${stage.ok ? 'passed' : 'FAILED'} |`);
  }
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  console.log(`| total | ${formatSeconds(total)} | |`);
  for (const [suite, files] of Object.entries(suites)) {
    const tests = files.reduce((sum, file) => sum + file.tests, 0);
    console.log(`\n${suite}: ${files.length} files, ${tests} tests; the ${SLOWEST} slowest files`);
    console.log('| file | time | tests |\n| --- | ---: | ---: |');
    for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) {
      console.log(`| ${file.file} | ${file.seconds.toFixed(1)} s | ${file.tests} |`);
    }
  }
}

function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The server's address without its password, for the log. */
function redacted(address) {
  const url = new URL(address);
  if (url.password) url.password = '***';
  return url.toString();
}
