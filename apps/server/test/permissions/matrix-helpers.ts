import type { Caller, TestApp } from '../test-app';

export interface MatrixRow {
  /** `METHOD /url` exactly as Fastify's route table has it. */
  route: string;
  /**
   * The concrete URL to call, when the route has parameters or wildcards. A function makes
   * the objects it names afresh, with factories, for every caller, so no call depends on
   * what another did to shared data.
   */
  url?: string | ((t: TestApp) => Promise<string>);
  body?: Record<string, unknown>;
  expected: Record<Caller, number>;
}

export const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  alex: status,
  blair: status,
  casey: status,
  drew: status,
  emery: status,
  peer: status,
});
export const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
