/**
 * How each read endpoint grows from the large organisation to the larger one (issue 31): p99
 * and CPU per call side by side, and their ratios. An answer that does not itself grow with
 * the organisation (a page, a badge, a chart, a person's own data) may cost at most 1.5× as
 * much. Its CPU per call (the portal's and the database's) is what decides: on a shared machine
 * it moves least, where p99 moves with whatever else runs.
 */
import type { BenchResults, EndpointResult, ScaleResults } from './results';
import { cpuCell, met, n0, n1, seconds, table } from './markdown';

export const GROWTH_LIMIT = 1.5;
export const SCALE_SEED_LIMIT_S = 180;

interface Growth {
  large: EndpointResult;
  scale: EndpointResult;
  p99Ratio: number;
  /** Of the portal's and the database's CPU per call together; null where /proc was missing. */
  cpuRatio: number | null;
}

const cpuPerCall = (result: EndpointResult) =>
  result.cpuMsPerRequest === null ? null : result.cpuMsPerRequest + (result.databaseCpuMsPerRequest ?? 0);

const ratio = (from: number | null, to: number | null) =>
  from === null || to === null || from <= 0 ? null : to / from;

export function growthRows(results: BenchResults): Growth[] {
  const scale = results.scale;
  if (!scale) return [];
  const large = new Map(results.endpoints.map((result) => [result.endpoint.name, result]));
  return scale.endpoints.flatMap((atScale) => {
    const atLarge = large.get(atScale.endpoint.name);
    if (!atLarge) return [];
    return [
      {
        large: atLarge,
        scale: atScale,
        p99Ratio: atLarge.load.p99Ms > 0 ? atScale.load.p99Ms / atLarge.load.p99Ms : 1,
        cpuRatio: ratio(cpuPerCall(atLarge), cpuPerCall(atScale)),
      },
    ];
  });
}

const steady = (growth: Growth) => !growth.large.endpoint.grows;
const withinGrowth = (growth: Growth) => growth.cpuRatio === null || growth.cpuRatio <= GROWTH_LIMIT;

const p99Target = (result: EndpointResult) => {
  const target = result.endpoint.target;
  return target && 'p99UnderMs' in target ? target.p99UnderMs : undefined;
};

/** The summary's lines for the larger organisation, or none when it was not run. */
export function growthSummaryRows(results: BenchResults): (readonly string[])[] {
  const scale = results.scale;
  if (!scale) return [];
  const size = n0(scale.seed.employees);
  const timed = scale.endpoints.filter((result) => p99Target(result) !== undefined);
  const missed = timed.filter((result) => result.load.p99Ms >= p99Target(result)!);
  const worst = [...timed].sort((a, b) => b.load.p99Ms - a.load.p99Ms)[0];
  const steadyRows = growthRows(results).filter(steady);
  const outgrown = steadyRows.filter((growth) => !withinGrowth(growth));
  const mostGrown = [...steadyRows].sort((a, b) => (b.cpuRatio ?? 0) - (a.cpuRatio ?? 0))[0];
  return [
    [
      `Lists, pickers, request detail and metrics p99, ${size} employees`,
      'the same targets',
      worst
        ? `${timed.length - missed.length} of ${timed.length} met; worst ${worst.endpoint.name} ${n1(worst.load.p99Ms)} ms`
        : 'not measured',
      met(missed.length === 0),
    ],
    [
      `Answers that do not grow, ${n0(results.seeds.large.employees)} → ${size} employees`,
      `CPU per call ≤ ${GROWTH_LIMIT}×`,
      mostGrown
        ? `${steadyRows.length - outgrown.length} of ${steadyRows.length} within; most grown ${mostGrown.large.endpoint.name} ${(mostGrown.cpuRatio ?? 0).toFixed(2)}×`
        : 'not measured',
      met(outgrown.length === 0),
    ],
    [
      `Seed, ${size} employees, PostgreSQL`,
      `< ${SCALE_SEED_LIMIT_S / 60} min, vacuumed and analysed`,
      `${seconds(scale.seed.totalMs)} (VACUUM ANALYZE included)`,
      met(scale.seed.totalMs < SCALE_SEED_LIMIT_S * 1000),
    ],
  ];
}

const ratioCell = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}×`);

/** The section itself, or nothing when the larger organisation was not run. */
export function growthSection(results: BenchResults, scale: ScaleResults | undefined): string {
  if (!scale) return '';
  const from = n0(results.seeds.large.employees);
  const to = n0(scale.seed.employees);
  const rows = growthRows(results).map((growth) => {
    const target = p99Target(growth.scale);
    const targetOk = target === undefined || growth.scale.load.p99Ms < target;
    const growthOk = !steady(growth) || withinGrowth(growth);
    return [
      growth.large.endpoint.name,
      n1(growth.large.load.p99Ms),
      n1(growth.scale.load.p99Ms),
      ratioCell(growth.p99Ratio),
      cpuCell(growth.large.cpuMsPerRequest),
      cpuCell(growth.scale.cpuMsPerRequest),
      cpuCell(growth.large.databaseCpuMsPerRequest),
      cpuCell(growth.scale.databaseCpuMsPerRequest),
      ratioCell(growth.cpuRatio),
      growth.large.endpoint.grows ? 'yes' : 'no',
      target === undefined && !growth.large.endpoint.grows
        ? `≤ ${GROWTH_LIMIT}×`
        : target === undefined
          ? 'report'
          : `p99 < ${target} ms${growth.large.endpoint.grows ? '' : `, ≤ ${GROWTH_LIMIT}×`}`,
      growth.large.endpoint.grows && target === undefined ? '—' : met(targetOk && growthOk),
    ];
  });
  return `## Growth: ${from} → ${to} employees

The read endpoints but the CSV exports (every row, by design) again on an organisation of ${to} (${n0(scale.seed.rows.service_requests ?? 0)} requests), seeded in ${seconds(scale.seed.totalMs)}, one after another as above. Hello-world in this run: ${scale.helloWorld.map(({ load }) => `${n0(load.requestsPerSecond)} req/s`).join(' before, ')} after. "×" is the larger organisation's figure over the large one's; the CPU ratio is of the portal's and the database's CPU per call together. An answer that does not grow with the organisation must stay within ${GROWTH_LIMIT}×.

${table(
  [
    'Endpoint',
    `p99 ms, ${from}`,
    `p99 ms, ${to}`,
    'p99 ×',
    `portal CPU ms, ${from}`,
    `portal CPU ms, ${to}`,
    `database CPU ms, ${from}`,
    `database CPU ms, ${to}`,
    'CPU ×',
    'answer grows',
    'Target',
    'Met',
  ],
  rows,
)}
`;
}
