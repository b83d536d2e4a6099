import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, CALLERS, type ApiClient, type Caller } from '../test-app';
import { describeCall, fuzzCallArbitrary, injectOptions, type FuzzCall } from './fuzz-call';
import {
  operationsOf,
  operationsInShard,
  refResolver,
  type OpenApiDocument,
  type Operation,
} from './openapi-operations';
import { loadRealRecords } from './real-values';
import { changedTables, fingerprintQuery, takeFingerprint, type Fingerprint } from './table-fingerprint';

/**
 * DESIGN §1: "Bad input gets a clear 4xx and changes nothing. Never a 500, never a partial
 * write." Every operation of the OpenAPI document is called by every persona and signed out,
 * with generated path parameters, queries and bodies, valid-looking and not. No call may answer
 * 5xx, and a call answered 4xx must leave every table as it was.
 *
 * FUZZ_RUNS sets the calls per operation (100 by default; `npm run fuzz` makes 1000), and
 * FUZZ_SEED replays the seed a failure reports.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** A call takes a few milliseconds; allow plenty, since a run may be ten times the default. */
const TIME_PER_RUN_MS = 200;

/** How many files share the operations (no-server-errors-<n>.test.ts), so they share the workers. */
export const FUZZ_SHARDS = 3;

/**
 * One file's part of the test, on a server of its own over a copy of the demo database: the
 * operations of the groups `operationsInShard` gives it. Awaited at the file's top level, since
 * the operations are read from the server's own OpenAPI document.
 */
export async function describeNoServerErrors(shard: number) {
  /** What the server logged as unhandled errors, to explain a 5xx. */
  const serverErrors: string[] = [];
  const t = await buildTestApp({
    seed: 'demo',
    logger: { level: 'error', stream: { write: (line: string) => serverErrors.push(line) } },
  });
  afterAll(() => t.close());

  const document = t.app.swagger() as unknown as OpenApiDocument;
  const operations = operationsOf(document);
  const resolveRef = refResolver(document);
  const fingerprint = await fingerprintQuery(t.db);

  /** One real session per caller, made up front and renewed when a call (a sign-out) ends it. */
  const clients = new Map<Caller, ApiClient>();
  for (const caller of CALLERS) clients.set(caller, await t.as(caller));
  const endsSession = (response: LightMyRequestResponse) =>
    response.cookies.some((cookie) => cookie.name === 'portico_session' && cookie.value === '');

  function failure(call: FuzzCall, response: LightMyRequestResponse, what: string) {
    const logged = serverErrors.splice(0).join('\n').slice(0, 3000);
    return new Error(
      `${what}\n  call: ${describeCall(call)}\n  answer: ${response.statusCode} ${response.body.slice(0, 500)}` +
        (logged ? `\n  server log: ${logged}` : ''),
    );
  }

  async function checkOperation(operation: Operation) {
    const calls = fuzzCallArbitrary(operation, { records: await loadRealRecords(t.db), resolveRef });
    let before: Fingerprint = await takeFingerprint(t.db, fingerprint);
    await fc.assert(
      fc.asyncProperty(calls, async (call) => {
        const response = await clients.get(call.caller)!.request(await injectOptions(call));
        if (response.statusCode >= 500) throw failure(call, response, 'The server failed (5xx)');
        const after = await takeFingerprint(t.db, fingerprint);
        const changed = changedTables(before, after);
        if (response.statusCode >= 400 && changed.length > 0) {
          throw failure(call, response, `A refused call changed rows in: ${changed.join(', ')}`);
        }
        before = after;
        if (endsSession(response)) {
          clients.set(call.caller, await t.as(call.caller));
          before = await takeFingerprint(t.db, fingerprint);
        }
      }),
      // A failing call is reported as it was made: shrinking would replay calls against rows
      // that earlier calls have since changed, so a "smaller" case could pass or fail for
      // reasons of its own.
      { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  }

  describe(`no 5xx on any input (part ${shard} of ${FUZZ_SHARDS})`, () => {
    if (shard === 1) {
      it('drives every API and sign-in route, as the OpenAPI document lists them', () => {
        const documented = new Set(operations.map((operation) => operation.key));
        const routes = t.app.routeTable
          .filter((route) => /^\/(api|auth)\//.test(route.url) && !route.url.startsWith('/api/docs'))
          .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
        expect(routes.filter((route) => !documented.has(route))).toEqual([]);
      });

      it('drives each operation in exactly one of its parts', () => {
        const parts = Array.from({ length: FUZZ_SHARDS }, (_, index) =>
          operationsInShard(operations, index + 1, FUZZ_SHARDS).map((operation) => operation.key),
        );
        expect(parts.flat().sort()).toEqual(operations.map((operation) => operation.key).sort());
        for (const part of parts) expect(part.length).toBeGreaterThan(operations.length / FUZZ_SHARDS / 2);
      });
    }

    const mine = operationsInShard(operations, shard, FUZZ_SHARDS);
    it.each(mine.map((operation) => [operation.key, operation] as const))(
      '%s',
      async (_key, operation) => checkOperation(operation),
      Math.max(30_000, RUNS * TIME_PER_RUN_MS),
    );
  });
}
