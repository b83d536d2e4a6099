import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, FAKE_WEB_ASSETS, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const accepting = (encoding: string) => ({ 'accept-encoding': encoding });

describe('compression on the wire', () => {
  it('gzips a JSON list answer of 1 KB or more, keeping the security headers', async () => {
    const emery = await t.as('emery');
    const response = await emery.request({
      method: 'GET',
      url: '/api/request-categories',
      headers: accepting('gzip'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const plain = await emery.request({
      method: 'GET',
      url: '/api/request-categories',
      headers: accepting('identity'),
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const emery = await t.as('emery');
    const response = await emery.request({ method: 'GET', url: '/api/me', headers: accepting('gzip') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('employeeNumber');
  });

  it('sends a built script as its brotli copy made at build time', async () => {
    const script = FAKE_WEB_ASSETS[0]!;
    const response = await t.anonymous().request({
      method: 'GET',
      url: script,
      headers: accepting('gzip, deflate, br'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe('document.title = "Portico";');
  });

  it('still downloads the CSV export, compressed, as an attachment', async () => {
    const emery = await t.as('emery');
    const response = await emery.request({
      method: 'GET',
      url: '/api/requests/export.csv',
      headers: accepting('gzip'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="it-requests.csv"');
    const csv =
      response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
    expect(csv.toString('utf8')).toContain('ID,Date,Type');
  });
});
