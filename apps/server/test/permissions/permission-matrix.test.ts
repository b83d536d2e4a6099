import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/db/schema';
import { PERSONAS } from '../../src/reference-data/personas';
import { buildTestApp, CALLERS, type TestApp } from '../test-app';
import { changedTables, fingerprintQuery, takeFingerprint } from '../fuzz/table-fingerprint';
import { PERMISSION_MATRIX, type MatrixRow } from './permission-matrix';

/**
 * Every route of the server, read from Fastify's own route table, called by every persona and
 * by an anonymous caller, with the expected status. A route added without a row fails here.
 * A refused call (4xx) must change nothing: every table's fingerprint is compared around it.
 */
let t: TestApp;
let fingerprint: Awaited<ReturnType<typeof fingerprintQuery>>;

beforeAll(async () => {
  t = await buildTestApp();
  // Give Emery a photo so the photo route has something to serve.
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2dd8d1c0000000049454e44ae426082',
    'hex',
  );
  await t.db
    .update(employees)
    .set({ photo: png, photoContentType: 'image/png' })
    .where(eq(employees.id, PERSONAS.emery.id));
});
afterAll(() => t.close());
beforeAll(async () => {
  fingerprint = await fingerprintQuery(t.db);
});

const key = (row: { method: string; url: string }) => `${row.method} ${row.url}`;

describe('the permission matrix', () => {
  it('has exactly one row for every route in the route table', () => {
    const routes = t.app.routeTable.map(key).sort();
    const rows = PERMISSION_MATRIX.map((row) => row.route).sort();
    expect(
      rows.filter((row) => !routes.includes(row)),
      'rows for routes that do not exist',
    ).toEqual([]);
    expect(
      routes.filter((route) => !rows.includes(route)),
      'routes without a row',
    ).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('says who may call what, as the route table declares', () => {
    for (const route of t.app.routeTable) {
      const row = PERMISSION_MATRIX.find((candidate) => candidate.route === key(route))!;
      if (route.access === 'signed-in') expect(row.expected.anonymous, key(route)).toBe(401);
    }
  });

  describe.each(PERMISSION_MATRIX)('$route', (row: MatrixRow) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const [method, path] = row.route.split(' ') as [string, string];
      // A fresh session per call: a row such as logout must not affect the next one.
      const client = await t.as(caller);
      const url = typeof row.url === 'function' ? await row.url(t) : (row.url ?? path);
      const before = await takeFingerprint(t.db, fingerprint);
      const response = await client.request({
        method: method as 'GET',
        url,
        ...(row.body ? { payload: row.body } : {}),
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(row.expected[caller]);
      // Refused means refused: a 4xx leaves every table as it was.
      if (response.statusCode >= 400) {
        expect(changedTables(before, await takeFingerprint(t.db, fingerprint)), 'tables changed').toEqual([]);
      }
    });
  });
});
