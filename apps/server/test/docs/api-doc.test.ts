import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';

/**
 * docs/api.md's list of endpoints is the server's own route table with the OpenAPI summaries,
 * written by this test (`UPDATE_API_DOC=1`), never by hand: a route added, removed or described
 * anew fails here until the doc says the same. Every route has a summary.
 */
const API_DOC = new URL('../../../../docs/api.md', import.meta.url);
const START = '<!-- endpoints:start (written by apps/server/test/docs/api-doc.test.ts) -->';
const END = '<!-- endpoints:end -->';

/** The served OpenAPI document and the web app's fallback are not the API. */
const isDocumented = (url: string) => !url.startsWith('/api/docs') && url !== '/*';

interface Operation {
  summary?: string;
  tags?: string[];
}

let t: TestApp;
let rows: { method: string; url: string; access: string; summary: string | undefined; tag: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  const { paths } = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  rows = t.app.routeTable
    .filter((route) => isDocumented(route.url))
    .map((route) => {
      const operation = paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      return { ...route, summary: operation?.summary, tag: operation?.tags?.[0] ?? 'sign-in' };
    });
});
afterAll(() => t.close());

/** One table per OpenAPI tag, by tag, each route by path then method. */
function endpointsSection(): string {
  const tags = [...new Set(rows.map((row) => row.tag))].sort();
  const tables = tags.map((tag) => {
    const lines = rows
      .filter((row) => row.tag === tag)
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
      .map((row) => `| \`${row.method} ${row.url}\` | ${row.summary} | ${row.access} |`);
    return [
      `### ${tag}`,
      '',
      '| Endpoint | What it does | Who may call |',
      '| --- | --- | --- |',
      ...lines,
    ].join('\n');
  });
  return [START, '', ...tables.flatMap((table) => [table, '']), END].join('\n');
}

describe('docs/api.md', () => {
  it('finds the routes', () => {
    expect(rows.length).toBeGreaterThan(100);
  });

  it('has a summary for every route', () => {
    expect(rows.filter((row) => !row.summary).map((row) => `${row.method} ${row.url}`)).toEqual([]);
  });

  it('lists every endpoint as the server declares it', () => {
    const doc = readFileSync(API_DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, 'the endpoints markers').toBeGreaterThanOrEqual(0);
    const written = doc.slice(start, end + END.length);
    const expected = endpointsSection();
    if (process.env.UPDATE_API_DOC === '1' && written !== expected) {
      writeFileSync(API_DOC, doc.slice(0, start) + expected + doc.slice(end + END.length));
      return;
    }
    expect(
      written,
      'docs/api.md is stale: run UPDATE_API_DOC=1 npx vitest run test/docs/api-doc.test.ts',
    ).toBe(expected);
  });
});
