import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it.each(['/', '/serviceRequests/new', '/some/unknown/path', '/login?next=%2Fprofile'])(
    '%s is the single-page app',
    async (url) => {
      const response = await t.anonymous().get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each([
    ['a browser', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 200],
    ['a bare client', '*/*', 200],
    [
      'a monitoring scraper',
      'application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5,*/*;q=0.1',
      404,
    ],
    ['a JSON client', 'application/json', 404],
  ])('answers /metrics asked by %s with %i', async (_who, accept, status) => {
    const response = await t.anonymous().request({ method: 'GET', url: '/metrics', headers: { accept } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(status === 200 ? /text\/html/ : /problem\+json/);
  });

  it('answers unknown API paths with problem+json, never the page', async () => {
    const response = await (await t.as('emery')).get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await t.anonymous().get('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Frames: the portal itself (a PDF opened inline) and the two video players, nothing else.
    expect(response.headers['content-security-policy']).toMatch(
      /frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com(;|$)/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});
