/** The Markdown report: the machine, then every figure against its DESIGN §9 target. */
import type { LoadFigures } from './load';
import type { BenchResults, EndpointResult, RouteSize } from './results';
import { LIMIT_KB as FIRST_LOAD_LIMIT_KB } from '../first-load-size.mjs';
import { cpuCell, met, n0, n1, seconds, table } from './report-format';
import { growthSection, growthSummaryRows } from './report-growth';

const SIGN_IN_BYTES_RATIO_LIMIT = 1.2;
const SEED_LIMIT_S = 30;

export function helloWorldRate(results: BenchResults): number {
  const rates = results.helloWorld.map((run) => run.load.requestsPerSecond);
  return rates.reduce((sum, rate) => sum + rate, 0) / Math.max(rates.length, 1);
}

function targetText(result: EndpointResult): string {
  const target = result.endpoint.target;
  if (!target) return 'report';
  if ('p99UnderMs' in target) return `p99 < ${target.p99UnderMs} ms`;
  return `≥ ${Math.round(target.helloWorldShareAtLeast * 100)}% of hello-world req/s`;
}

function targetMet(result: EndpointResult, helloWorld: number): string {
  const target = result.endpoint.target;
  const clean = result.load.non2xx === 0 && result.load.connectionErrors === 0;
  if (!target) return clean ? '—' : '**non-2xx**';
  const ok =
    'p99UnderMs' in target
      ? result.load.p99Ms < target.p99UnderMs
      : result.load.requestsPerSecond >= target.helloWorldShareAtLeast * helloWorld;
  return met(ok && clean);
}

function loadCells(load: LoadFigures) {
  return [n0(load.requestsPerSecond), n1(load.p50Ms), n1(load.p99Ms)];
}

function summaryTable(results: BenchResults, helloWorld: number): string {
  const me = results.endpoints.find((result) => result.endpoint.path === '/api/me');
  // The floor under /api/me: the same hook chain (session, security headers, logging, the
  // response's schema) answering from settings alone, with no database.
  const floor = results.endpoints.find((result) => result.endpoint.path === '/api/public-config');
  const share = (result: EndpointResult) => `${n1((100 * result.load.requestsPerSecond) / helloWorld)}%`;
  const listed = results.endpoints.filter(
    (result) => result.endpoint.target && 'p99UnderMs' in result.endpoint.target,
  );
  const worstList = listed.reduce<EndpointResult | undefined>(
    (worst, result) => (!worst || result.load.p99Ms > worst.load.p99Ms ? result : worst),
    undefined,
  );
  const listsMissed = listed.filter((result) => targetMet(result, helloWorld) !== 'met');
  const largestCsv = results.endpoints
    .filter((result) => result.csvRows !== undefined)
    .reduce<EndpointResult | undefined>(
      (largest, result) => (!largest || result.responseKb > largest.responseKb ? result : largest),
      undefined,
    );
  // A route's budget holds in every language: the cell shows its largest first load.
  const largest = (route: string) =>
    results.firstLoad
      .filter((size) => size.route === route)
      .reduce<RouteSize | undefined>(
        (most, size) => (!most || size.jsKb + size.cssKb > most.jsKb + most.cssKb ? size : most),
        undefined,
      );
  const login = largest('/login');
  const home = largest('/');
  const ratio = results.signInBytes.large.bytes / results.signInBytes.demo.bytes;
  const allLoads = [...results.endpoints.map((result) => result.load), ...Object.values(results.writeMix)];
  const serverErrors = allLoads.reduce((sum, load) => sum + load.serverErrors, 0);
  const tooMany = allLoads.reduce((sum, load) => sum + load.tooMany, 0);
  const writeNon2xx = Object.values(results.writeMix).reduce((sum, load) => sum + load.non2xx, 0);
  const firstLoadCell = (size: typeof login) =>
    size ? `${n1(size.jsKb + size.cssKb)} KB (JS ${n1(size.jsKb)} + CSS ${n1(size.cssKb)})` : 'not measured';
  const rows: (readonly string[])[] = [
    [
      'First-load JS + CSS, `/login`',
      `≤ ${FIRST_LOAD_LIMIT_KB} KB gzip`,
      firstLoadCell(login),
      met(!!login && login.jsKb + login.cssKb <= FIRST_LOAD_LIMIT_KB),
    ],
    [
      'First-load JS + CSS, `/`',
      `≤ ${FIRST_LOAD_LIMIT_KB} KB gzip`,
      firstLoadCell(home),
      met(!!home && home.jsKb + home.cssKb <= FIRST_LOAD_LIMIT_KB),
    ],
    [
      `Sign-in to dashboard bytes, ${n0(results.seeds.large.employees)} vs ${n0(results.seeds.demo.employees)} employees`,
      `≤ ${SIGN_IN_BYTES_RATIO_LIMIT}×`,
      `${ratio.toFixed(2)}× (${n1(results.signInBytes.large.bytes / 1024)} vs ${n1(results.signInBytes.demo.bytes / 1024)} KB)`,
      met(ratio <= SIGN_IN_BYTES_RATIO_LIMIT),
    ],
    [
      '`/api/me` req/s',
      '≥ 50% of hello-world',
      me
        ? `${share(me)} (${n0(me.load.requestsPerSecond)} vs ${n0(helloWorld)} req/s)${
            floor ? `; the portal's floor, \`/api/public-config\` with no database: ${share(floor)}` : ''
          }`
        : 'not measured',
      me ? targetMet(me, helloWorld) : '—',
    ],
    [
      'Lists, pickers and request detail p99; metrics p99',
      '< 50 ms; < 100 ms',
      worstList
        ? `${listed.length - listsMissed.length} of ${listed.length} under; worst ${worstList.endpoint.name} ${n1(worstList.load.p99Ms)} ms`
        : 'not measured',
      met(listsMissed.length === 0),
    ],
    [
      `Seed, ${n0(results.seeds.large.employees)} employees, PostgreSQL`,
      `< ${SEED_LIMIT_S} s, vacuumed and analysed`,
      `${seconds(results.seeds.large.totalMs)} (VACUUM ANALYZE included)`,
      met(results.seeds.large.totalMs < SEED_LIMIT_S * 1000),
    ],
    [
      'Start-up to ready, existing PGlite data',
      'report',
      `${seconds(results.startUp.existingPgliteMs)} (${n1(results.startUp.existingPgliteMs / results.startUp.helloWorldMs)}× a hello-world start)`,
      '—',
    ],
    [
      'Largest CSV export',
      'streamed in constant memory',
      largestCsv
        ? `${n0(largestCsv.csvRows ?? 0)} rows, ${n1(largestCsv.responseKb / 1024)} MB, p50 ${seconds(largestCsv.load.p50Ms)}`
        : 'not measured',
      'see memory',
    ],
    [
      'Resident memory, idle → after the load',
      'report',
      `${n0(results.memoryMb.idle ?? 0)} → ${n0(results.memoryMb.afterLoad ?? 0)} MB`,
      '—',
    ],
    [
      'Under load: 5xx, and 429 with the limit raised',
      'zero',
      `${serverErrors} 5xx, ${tooMany} 429`,
      met(serverErrors === 0 && tooMany === 0),
    ],
    ['Write mix non-2xx', 'zero', String(writeNon2xx), met(writeNon2xx === 0)],
    ...growthSummaryRows(results),
  ];
  return table(['Figure', 'Target', 'Measured', 'Target met'], rows);
}

export function renderReport(results: BenchResults): string {
  const helloWorld = helloWorldRate(results);
  const { machine, settings, seeds } = results;
  const environment = Object.entries(settings.environment)
    .map(([name, value]) => `\`${name}=${value}\``)
    .join(', ');
  const seedRow = (label: string, seed: BenchResults['seeds']['demo']) => [
    label,
    n0(seed.employees),
    n0(seed.rows.service_requests ?? 0),
    n0(seed.rows.request_approvals ?? 0),
    n0(seed.rows.request_attachments ?? 0),
    n0(seed.rows.notifications ?? 0),
    seconds(seed.seedCommandMs),
    seed.seedCommandCpuSeconds === null ? '—' : `${n1(seed.seedCommandCpuSeconds)} s`,
    seconds(seed.largeDataMs),
    seconds(seed.analyzeMs),
    `**${seconds(seed.totalMs)}**`,
  ];
  const endpointRows = results.endpoints.map((result) => [
    result.endpoint.name,
    result.endpoint.persona,
    `\`${result.endpoint.path}\`${result.calls ? ` (${result.calls} calls: too slow for a timed run)` : ''}`,
    ...loadCells(result.load),
    `${n1((100 * result.load.requestsPerSecond) / helloWorld)}%`,
    result.csvRows === undefined
      ? n1(result.responseKb)
      : `${n1(result.responseKb)} (${n0(result.csvRows)} rows)`,
    cpuCell(result.cpuMsPerRequest),
    cpuCell(result.databaseCpuMsPerRequest),
    result.load.non2xx,
    targetText(result),
    targetMet(result, helloWorld),
  ]);
  const writeRows = Object.entries(results.writeMix).map(([name, load]) => [
    name,
    n0(load.requests),
    ...loadCells(load),
    load.non2xx,
  ]);
  return `# Benchmark report, ${results.date}

Produced by \`npm run bench\` (see [docs/benchmarks.md](../../docs/benchmarks.md)).${settings.note ? `\n\n> ${settings.note}` : ''}

## Machine and settings

- CPUs: ${machine.cpus}; memory ${n1(machine.memoryGb)} GB; load average (1, 5, 15 min) ${machine.loadAverage} at the start, ${machine.loadAverageAtEnd ?? 'not read'} at the end
- ${machine.os}; Node ${machine.node}; PostgreSQL ${machine.postgres}
- autocannon: ${settings.connections} connections, ${settings.durationSeconds} s per endpoint, one endpoint at a time
- Portal started with ${environment} (the API limit raised so one signed-in person is not refused; everything else as shipped, including info logging)

## Against DESIGN §9

${summaryTable(results, helloWorld)}

## Seed (PostgreSQL, fresh database)

${table(
  [
    'Set',
    'Employees',
    'Requests',
    'Approvals',
    'Attachments',
    'Notifications',
    'Seed command',
    'its CPU',
    'Large-size additions',
    'VACUUM ANALYZE',
    'Total',
  ],
  [seedRow('demo', seeds.demo), seedRow('large', seeds.large)],
)}

## Read endpoints (${n0(seeds.large.employees)} employees)

Bare Fastify hello-world in the same run: ${results.helloWorld.map(({ load, cpuMsPerRequest }) => `${n0(load.requestsPerSecond)} req/s (p50 ${n1(load.p50Ms)}, p99 ${n1(load.p99Ms)} ms, ${cpuMsPerRequest === null ? '—' : cpuMsPerRequest.toFixed(3)} CPU ms per call)`).join(' before, ')} after; ratios use their mean, ${n0(helloWorld)} req/s. On a busy machine the CPU time per call moves least: compare it between runs. The database's is the whole PostgreSQL server's CPU time during the endpoint's load over its answers, read from Linux's \`/proc\` (the server runs on this machine and nothing else uses it during the run): how far the portal's own cost is from what the database needs.

${table(
  [
    'Endpoint',
    'As',
    'Path',
    'req/s',
    'p50 ms',
    'p99 ms',
    'of hello-world',
    'answer KB',
    'portal CPU ms per call',
    'database CPU ms per call',
    'non-2xx',
    'Target',
    'Met',
  ],
  endpointRows,
)}

${growthSection(results, results.scale)}
## Write mix (${n0(seeds.large.employees)} employees)

Emery creates purchase requests on Drew's project, Drew approves each one, Emery marks her notifications read.

${table(['Step', 'Calls', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'], writeRows)}

## Bytes

First load (gzip, from the build manifest; the server sends each file as its brotli or gzip copy made at build time, so the bytes on the wire are these or fewer):

${table(
  ['Route', 'Language', 'JS KB', 'CSS KB', 'JS + CSS KB'],
  results.firstLoad.map((size) => [
    `\`${size.route}\``,
    size.language ?? '—',
    n1(size.jsKb),
    n1(size.cssKb),
    n1(size.jsKb + size.cssKb),
  ]),
)}

From pressing Sign in on \`/login\` until the dashboard is idle, in Chromium (bytes on the wire, headers included):

${table(
  ['Organisation', 'Responses', 'KB'],
  [
    [
      `demo, ${n0(seeds.demo.employees)} employees`,
      results.signInBytes.demo.responses,
      n1(results.signInBytes.demo.bytes / 1024),
    ],
    [
      `large, ${n0(seeds.large.employees)} employees`,
      results.signInBytes.large.responses,
      n1(results.signInBytes.large.bytes / 1024),
    ],
  ],
)}

## Start-up and memory

${table(
  ['Figure', 'Measured'],
  [
    [
      'Portal to ready, empty PGlite data folder (migrations and demo seed)',
      seconds(results.startUp.emptyPgliteMs),
    ],
    ['Portal to ready, existing PGlite data folder', seconds(results.startUp.existingPgliteMs)],
    [
      `Portal to ready, PostgreSQL with ${n0(seeds.large.employees)} employees`,
      seconds(results.portalOnPostgresReadyMs),
    ],
    ['Bare Fastify hello-world to ready', seconds(results.startUp.helloWorldMs)],
    ['Portal resident memory, idle (signed in, before the load)', `${n0(results.memoryMb.idle ?? 0)} MB`],
    ['Portal resident memory, after the load and the write mix', `${n0(results.memoryMb.afterLoad ?? 0)} MB`],
  ],
)}
`;
}
