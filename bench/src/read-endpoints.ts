/** Loads every endpoint of the table, one after another, through the personas' sessions. */
import { ENDPOINTS, type Endpoint } from './endpoints';
import { isTooSlowToTime, loadEndpoint, SLOW_CALLS, withCpuPerCall } from './load';
import { processCpu, type CpuMeter, type Started } from './processes';
import { resolvePaths } from './resolve-paths';
import type { EndpointResult } from './results';
import type { Sessions } from './sign-in';

/** Data rows of a CSV answer: line ends outside quoted cells, less the header. */
export function csvDataRows(csv: string): number {
  let rows = 0;
  let quoted = false;
  for (const char of csv) {
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) rows += 1;
  }
  if (csv.length > 0 && !csv.endsWith('\n')) rows += 1;
  return Math.max(0, rows - 1);
}

export async function loadReadEndpoints(
  portal: Started,
  sessions: Sessions,
  durationSeconds: number,
  progress: (line: string) => void,
  database?: CpuMeter,
  endpoints: readonly Endpoint[] = ENDPOINTS,
): Promise<EndpointResult[]> {
  const { origin } = portal;
  const paths = await resolvePaths(
    endpoints.map((endpoint) => endpoint.path),
    origin,
    sessions,
  );
  const results: EndpointResult[] = [];
  for (const endpoint of endpoints) {
    const path = paths.get(endpoint.path)!;
    const cookie = sessions[endpoint.persona];
    // One call warms caches and the query plan, so a cold first answer does not decide the mode.
    await (await fetch(origin + path, { headers: { cookie } })).arrayBuffer();
    const started = performance.now();
    const sample = await fetch(origin + path, { headers: { cookie } });
    const text = await sample.text();
    const slow = isTooSlowToTime(performance.now() - started, durationSeconds);
    if (!sample.ok)
      throw new Error(`${endpoint.name}: GET ${path} answered ${sample.status}: ${text.slice(0, 300)}`);
    const isCsv = (sample.headers.get('content-type') ?? '').startsWith('text/csv');
    const { load, ...cpu } = await withCpuPerCall(
      processCpu(portal.child),
      () => loadEndpoint(origin, path, cookie, slow ? { calls: SLOW_CALLS } : { seconds: durationSeconds }),
      database,
    );
    results.push({
      endpoint,
      load,
      responseKb: Buffer.byteLength(text) / 1024,
      ...cpu,
      ...(slow ? { calls: SLOW_CALLS } : {}),
      ...(isCsv ? { csvRows: csvDataRows(text) } : {}),
    });
    progress(
      `${endpoint.name.padEnd(36)} ${load.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${load.p50Ms} ms  p99 ${load.p99Ms} ms  non-2xx ${load.non2xx}`,
    );
  }
  return results;
}
