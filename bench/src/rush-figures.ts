/** The morning rush's figures, reduced from what each sign-in measured. */

/** One person's sign-in and dashboard, or why it failed. */
export type RushOutcome =
  | {
      ok: true;
      /** From the first request of the flow ("Sign in") until the last dashboard call answered. */
      totalMs: number;
      /** From the first request of the flow until the callback set the session cookie. */
      signInMs: number;
      /** performance.now() when the last dashboard call answered. */
      endedAt: number;
      /** The flow's requests and the dashboard's calls. */
      requests: number;
    }
  | { ok: false; error: string };

export interface MorningRushFigures {
  /** Sign-ins started, one every 1/rate seconds. */
  people: number;
  /** Different employees among them (more sign-ins than can sign in means some come twice). */
  distinctPeople: number;
  /** The arrival rate asked for, people per second. */
  ratePerSecond: number;
  /** The arrival rate the script kept up: sign-ins started over the time they took to start. */
  arrivalsPerSecond: number;
  /** Requests a completed sign-in made on average: the flow's steps and the dashboard's calls. */
  requestsPerSignIn: number;
  /** From the first sign-in's start to the last dashboard's answer. */
  elapsedSeconds: number;
  /** Sign-ins that completed (dashboard loaded) over the elapsed time. */
  signInsPerSecond: number;
  totalMs: Percentiles;
  signInMs: Percentiles;
  /** Failed sign-ins: any answer outside 2xx/3xx, or any exception. */
  errors: number;
  /** The first few distinct failures, to see what went wrong. */
  errorSamples: string[];
  /** The most sign-ins under way at once. */
  mostInFlight: number;
  /** The portal's CPU time over the rush per completed sign-in (Linux), in milliseconds. */
  cpuMsPerSignIn: number | null;
  /** The database server's, when it runs on this machine (see `postmasterCpu`). */
  databaseCpuMsPerSignIn?: number | null;
  /** The portal's resident memory after the rush, with every session it opened alive. */
  residentMbAfter: number | null;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const ERROR_SAMPLES = 5;

/** The nearest-rank percentile: the smallest value with at least `share` of the values at or below it. */
function nearestRank(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(share * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: nearestRank(sorted, 0.5),
    p95: nearestRank(sorted, 0.95),
    p99: nearestRank(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

export interface RushRun {
  outcomes: readonly RushOutcome[];
  /** performance.now() at the first sign-in's start and after the last one started. */
  startedAt: number;
  lastStartedAt: number;
}

export type RushSummary = Omit<
  MorningRushFigures,
  | 'distinctPeople'
  | 'ratePerSecond'
  | 'mostInFlight'
  | 'cpuMsPerSignIn'
  | 'databaseCpuMsPerSignIn'
  | 'residentMbAfter'
>;

export function summarise({ outcomes, startedAt, lastStartedAt }: RushRun): RushSummary {
  const done = outcomes.filter((outcome) => outcome.ok);
  const failures = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error]));
  const endedAt = done.reduce((latest, outcome) => Math.max(latest, outcome.endedAt), lastStartedAt);
  const elapsedSeconds = (endedAt - startedAt) / 1000;
  const startingSeconds = (lastStartedAt - startedAt) / 1000;
  return {
    people: outcomes.length,
    // n sign-ins started at 0, 1/rate, … (n − 1)/rate: n − 1 intervals.
    arrivalsPerSecond: startingSeconds > 0 ? (outcomes.length - 1) / startingSeconds : 0,
    elapsedSeconds,
    signInsPerSecond: elapsedSeconds > 0 ? done.length / elapsedSeconds : 0,
    requestsPerSignIn:
      done.length > 0 ? done.reduce((sum, outcome) => sum + outcome.requests, 0) / done.length : 0,
    totalMs: percentiles(done.map((outcome) => outcome.totalMs)),
    signInMs: percentiles(done.map((outcome) => outcome.signInMs)),
    errors: failures.length,
    errorSamples: [...new Set(failures)].slice(0, ERROR_SAMPLES),
  };
}
