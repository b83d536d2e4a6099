import { describe, expect, it } from 'vitest';
import { percentiles, summarise, type RushOutcome } from './rush-figures';

const done = (totalMs: number, endedAt: number): RushOutcome => ({
  ok: true,
  totalMs,
  signInMs: totalMs / 4,
  endedAt,
  requests: 24,
});

describe('percentiles', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentiles(values)).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 });
    expect(percentiles([7])).toEqual({ p50: 7, p95: 7, p99: 7, max: 7 });
    expect(percentiles([])).toEqual({ p50: 0, p95: 0, p99: 0, max: 0 });
  });
});

describe('summarise', () => {
  it('counts completed sign-ins over the time from the first start to the last answer', () => {
    const summary = summarise({
      outcomes: [
        done(100, 1100),
        done(300, 1800),
        { ok: false, error: 'GET /api/me answered 503' },
        done(200, 3000),
      ],
      startedAt: 1000,
      lastStartedAt: 2500,
    });
    expect(summary).toMatchObject({
      people: 4,
      arrivalsPerSecond: 2,
      elapsedSeconds: 2,
      signInsPerSecond: 1.5,
      requestsPerSignIn: 24,
      totalMs: { p50: 200, max: 300 },
      errors: 1,
      errorSamples: ['GET /api/me answered 503'],
    });
  });

  it('gives each kind of failure once', () => {
    const failed: RushOutcome = { ok: false, error: 'Signing in <person> stopped at /login with 200' };
    const summary = summarise({ outcomes: [failed, failed], startedAt: 0, lastStartedAt: 100 });
    expect(summary.errors).toBe(2);
    expect(summary.errorSamples).toEqual([failed.error]);
    expect(summary.signInsPerSecond).toBe(0);
  });
});
