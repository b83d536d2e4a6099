import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

async function headersOf(https: boolean) {
  const app = Fastify();
  await app.register(securityHeaders, { https });
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.headers;
}

describe('security headers', () => {
  it.each([
    [false, undefined, false],
    [true, 'max-age=31536000; includeSubDomains', true],
  ])('over https=%s: HSTS %s, upgrade-insecure-requests %s', async (https, hsts, upgrades) => {
    const headers = await headersOf(https);
    expect(headers['strict-transport-security']).toBe(hsts);
    expect(String(headers['content-security-policy']).includes('upgrade-insecure-requests')).toBe(upgrades);
  });

  it('sends the strict policy and helmet’s other headers on every answer, the same each time', async () => {
    const first = await headersOf(false);
    expect(first['content-security-policy']).toContain("script-src 'self'");
    expect(first['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(first['content-security-policy']).toContain("object-src 'none'");
    expect(first['content-security-policy']).toContain("base-uri 'none'");
    expect(first['content-security-policy']).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(first['x-content-type-options']).toBe('nosniff');
    expect(first['cross-origin-opener-policy']).toBe('same-origin');
    // One answer to framing, in both headers; no powerful feature for the page or its frames.
    expect(first['x-frame-options']).toBe('DENY');
    expect(first['permissions-policy']).toContain('camera=()');
    expect(first['permissions-policy']).toContain('geolocation=()');
    expect(first['permissions-policy']).toContain('microphone=()');
    expect((await headersOf(false))['content-security-policy']).toBe(first['content-security-policy']);
  });
});
