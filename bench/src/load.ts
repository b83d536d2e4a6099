/** One autocannon run, reduced to the figures the report shows. */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { cpuSeconds } from './processes';

export const CONNECTIONS = 10;

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  /** 429s: none may appear with the limit raised by configuration. */
  tooMany: number;
  serverErrors: number;
  connectionErrors: number;
}

export type LoadOptions = Omit<autocannon.Options, 'connections'> & { connections?: number };

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  // A generous timeout: a 100,000-row CSV export under ten connections is slow, and a timeout
  // would hide how slow.
  const result = await autocannon({ connections: CONNECTIONS, timeout: 180, ...options });
  return {
    // Answers over elapsed time: autocannon's own average is over whole seconds, so a run of a
    // number of calls that ends within its first second would read as that number per second.
    requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    tooMany: result.statusCodeStats?.['429']?.count ?? 0,
    serverErrors: result['5xx'],
    connectionErrors: result.errors,
  };
}

/**
 * Each connection should get at least this many answers in a timed run. An endpoint too slow
 * for that (ten connections share the server, so each answer takes about ten times a single
 * one) is loaded for this many calls per connection instead: a timed run would end with its
 * first answers still on the way and report almost nothing.
 */
const ANSWERS_PER_CONNECTION = 3;
export const SLOW_CALLS = ANSWERS_PER_CONNECTION * CONNECTIONS;

export function isTooSlowToTime(singleAnswerMs: number, durationSeconds: number): boolean {
  return singleAnswerMs * CONNECTIONS * ANSWERS_PER_CONNECTION > durationSeconds * 1000;
}

/** The GET load of one endpoint through a session cookie: for a time, or a number of calls. */
export function loadEndpoint(
  origin: string,
  path: string,
  cookie: string,
  length: { seconds: number } | { calls: number },
) {
  const url = origin + path;
  const headers = { cookie };
  return 'calls' in length
    ? runLoad({ url, amount: length.calls, headers })
    : runLoad({ url, duration: length.seconds, headers });
}

/** A load, and the CPU time the loaded process spent per answer (null where /proc is missing). */
export async function withCpuPerCall(
  child: ChildProcess,
  load: () => Promise<LoadFigures>,
): Promise<{ load: LoadFigures; cpuMsPerRequest: number | null }> {
  const before = cpuSeconds(child);
  const figures = await load();
  const after = cpuSeconds(child);
  const cpuMsPerRequest =
    before === null || after === null || figures.requests === 0
      ? null
      : ((after - before) * 1000) / figures.requests;
  return { load: figures, cpuMsPerRequest };
}
