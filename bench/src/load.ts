/** One autocannon run, reduced to the figures the report shows. */
import autocannon from 'autocannon';
import type { CpuMeter } from './processes';

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

export interface CpuPerCall {
  /** The loaded process's CPU time per answer (null where /proc is missing), in milliseconds. */
  cpuMsPerRequest: number | null;
  /** The database server's, when it runs on this machine (see `postmasterCpu`). */
  databaseCpuMsPerRequest?: number | null;
}

/** Starts a meter; what it gives back reads it again and divides by the answers in between. */
function perAnswer(meter: CpuMeter): (answers: number) => number | null {
  const before = meter();
  return (answers) => {
    const after = meter();
    return before === null || after === null || answers === 0 ? null : ((after - before) * 1000) / answers;
  };
}

/** A load, and the CPU time the loaded process (and the database, if metered) spent per answer. */
export async function withCpuPerCall(
  loaded: CpuMeter,
  load: () => Promise<LoadFigures>,
  database?: CpuMeter,
): Promise<{ load: LoadFigures } & CpuPerCall> {
  const processPerCall = perAnswer(loaded);
  const databasePerCall = database && perAnswer(database);
  const figures = await load();
  return {
    load: figures,
    cpuMsPerRequest: processPerCall(figures.requests),
    ...(databasePerCall ? { databaseCpuMsPerRequest: databasePerCall(figures.requests) } : {}),
  };
}
