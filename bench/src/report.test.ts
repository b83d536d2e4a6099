import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';
import type { LoadFigures } from './load';
import { helloWorldRate, renderReport } from './report';
import type { BenchResults } from './results';
import type { SeededDatabase } from './seed';

const load = (requestsPerSecond: number, p99Ms: number, non2xx = 0): LoadFigures => ({
  requestsPerSecond,
  p50Ms: p99Ms / 2,
  p99Ms,
  requests: requestsPerSecond * 10,
  non2xx,
  tooMany: 0,
  serverErrors: 0,
  connectionErrors: 0,
});

const seed = (employees: number, totalMs: number): SeededDatabase => ({
  name: `portico_bench_${employees}`,
  url: 'postgres://localhost/x',
  employees,
  seedCommandMs: totalMs - 1000,
  seedCommandCpuSeconds: 10,
  largeDataMs: 500,
  analyzeMs: 500,
  totalMs,
  rows: { service_requests: employees * 10, notifications: employees * 20 },
});

const me = ENDPOINTS.find((endpoint) => endpoint.path === '/api/me')!;
const list = ENDPOINTS.find((endpoint) => endpoint.path === '/api/requests?view=desk')!;

function results(overrides: Partial<BenchResults>): BenchResults {
  return {
    date: '2026-11-24',
    machine: { cpus: '2 × test', memoryGb: 8, loadAverage: '0', node: 'v20', postgres: '15', os: 'Linux' },
    settings: { durationSeconds: 10, connections: 10, environment: { RATE_LIMIT_PER_MINUTE: '100000000' } },
    startUp: { emptyPgliteMs: 9000, existingPgliteMs: 2400, helloWorldMs: 400 },
    seeds: { demo: seed(400, 5000), large: seed(10_000, 25_000) },
    portalOnPostgresReadyMs: 2000,
    firstLoad: [
      { route: '/login', jsKb: 130, cssKb: 30 },
      { route: '/', jsKb: 140, cssKb: 20 },
    ],
    signInBytes: {
      demo: { bytes: 100_000, responses: 50, byPath: {} },
      large: { bytes: 110_000, responses: 50, byPath: {} },
    },
    helloWorld: [
      { load: load(30_000, 2), cpuMsPerRequest: 0.02 },
      { load: load(10_000, 4), cpuMsPerRequest: 0.02 },
    ],
    endpoints: [
      { endpoint: me, load: load(12_000, 5), responseKb: 0.5, cpuMsPerRequest: 0.1 },
      { endpoint: list, load: load(500, 60), responseKb: 4, cpuMsPerRequest: 2 },
    ],
    writeMix: { create: load(50, 100), approve: load(50, 100), markRead: load(200, 20) },
    memoryMb: { idle: 150, afterLoad: 300 },
    ...overrides,
  };
}

const summaryLine = (report: string, figure: string) =>
  report.split('\n').find((line) => line.startsWith(`| ${figure}`)) ?? '';

describe('renderReport', () => {
  it('compares each endpoint with the mean of the hello-world runs before and after', () => {
    expect(helloWorldRate(results({}))).toBe(20_000);
    const report = renderReport(results({}));
    expect(summaryLine(report, '`/api/me` req/s')).toContain('60.0% (12,000 vs 20,000 req/s) | met');
  });

  it('shows the floor under /api/me: the hook chain alone, answering public configuration', () => {
    const config = ENDPOINTS.find((endpoint) => endpoint.path === '/api/public-config')!;
    const report = renderReport(
      results({
        endpoints: [
          { endpoint: me, load: load(2_000, 5), responseKb: 0.5, cpuMsPerRequest: 0.2 },
          { endpoint: config, load: load(3_000, 4), responseKb: 0.1, cpuMsPerRequest: 0.2 },
        ],
      }),
    );
    expect(summaryLine(report, '`/api/me` req/s')).toContain(
      "10.0% (2,000 vs 20,000 req/s); the portal's floor, `/api/public-config` with no database: 15.0% | **missed**",
    );
  });

  it.each([
    ['First-load JS + CSS, `/`', 'met'],
    ['Sign-in to dashboard bytes', 'met'],
    ['Lists, pickers and request detail p99; metrics p99', '**missed**'],
    ['Seed, 10,000 employees', 'met'],
    ['Write mix non-2xx', 'met'],
  ])('%s: %s', (figure, verdict) => {
    expect(summaryLine(renderReport(results({})), figure)).toMatch(
      new RegExp(`\\| ${verdict.replaceAll('*', '\\*')} \\|$`),
    );
  });

  it('misses the write mix on any non-2xx, and the first load past 170 KB', () => {
    const report = renderReport(
      results({
        writeMix: { create: load(50, 100, 1), approve: load(50, 100), markRead: load(200, 20) },
        firstLoad: [{ route: '/', jsKb: 167, cssKb: 38 }],
      }),
    );
    expect(summaryLine(report, 'Write mix non-2xx')).toContain('| 1 | **missed** |');
    expect(summaryLine(report, 'First-load JS + CSS, `/`')).toContain(
      '205.0 KB (JS 167.0 + CSS 38.0) | **missed**',
    );
  });

  describe('the larger organisation', () => {
    const exportLine = ENDPOINTS.find((endpoint) => endpoint.grows)!;
    const atLarge = [
      { endpoint: list, load: load(500, 40), responseKb: 4, cpuMsPerRequest: 1, databaseCpuMsPerRequest: 1 },
      { endpoint: exportLine, load: load(1, 900), responseKb: 900, cpuMsPerRequest: 50 },
    ];
    const scaled = (listCpu: number, listP99: number) =>
      results({
        endpoints: atLarge,
        scale: {
          seed: seed(50_000, 170_000),
          helloWorld: [{ load: load(20_000, 2), cpuMsPerRequest: 0.02 }],
          endpoints: [
            {
              ...atLarge[0]!,
              load: load(450, listP99),
              cpuMsPerRequest: listCpu,
              databaseCpuMsPerRequest: 1,
            },
            // An export's answer grows with the organisation: five times the rows, five times the cost.
            { ...atLarge[1]!, load: load(1, 4500), cpuMsPerRequest: 250 },
          ],
        },
      });

    it('passes an answer that does not grow when its CPU per call stays within 1.5×', () => {
      const report = renderReport(scaled(1.9, 45));
      expect(summaryLine(report, 'Answers that do not grow, 10,000 → 50,000 employees')).toContain(
        '1 of 1 within; most grown Requests: desk 1.45× | met',
      );
      expect(summaryLine(report, 'Lists, pickers, request detail and metrics p99, 50,000')).toMatch(
        /\| met \|$/,
      );
      expect(summaryLine(report, 'Seed, 50,000 employees')).toContain(
        '170.0 s (VACUUM ANALYZE included) | met',
      );
      expect(summaryLine(report.slice(report.indexOf('## Growth')), 'Requests: desk')).toContain(
        '| 40.0 | 45.0 | 1.13× | 1.0 | 1.9 | 1.0 | 1.0 | 1.45× | no |',
      );
    });

    it('misses an answer that does not grow when it costs more than 1.5×, and a list over 50 ms', () => {
      const report = renderReport(scaled(3, 70));
      expect(summaryLine(report, 'Answers that do not grow')).toContain('2.00× | **missed**');
      expect(summaryLine(report, 'Lists, pickers, request detail and metrics p99, 50,000')).toMatch(
        /\*\*missed\*\* \|$/,
      );
    });

    it('leaves the section out when it was not run', () => {
      expect(renderReport(results({}))).not.toContain('## Growth');
    });
  });

  it('gives every table row as many cells as its header', () => {
    const cells = (line: string) => line.split(' | ').length;
    const lines = renderReport(
      results({ scale: { seed: seed(50_000, 1), helloWorld: [], endpoints: [] } }),
    ).split('\n');
    lines.forEach((line, index) => {
      if (!line.startsWith('| ') || lines[index - 1]?.startsWith('|')) return;
      const width = cells(line);
      for (let next = index + 1; lines[next]?.startsWith('|'); next++) {
        expect(cells(lines[next]!), lines[next]).toBe(width);
      }
    });
  });
});
