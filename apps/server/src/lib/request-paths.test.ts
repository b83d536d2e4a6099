import { describe, expect, it } from 'vitest';
import { loggedTarget } from './request-paths';

describe('loggedTarget', () => {
  it.each([
    ['/api/directory?q=Jordan', '/api/directory?q=Jordan'],
    ['/auth/callback?code=abc&state=def', '/auth/callback'],
    ['/auth/login?next=%2Fdirectory', '/auth/login'],
    ['/auth?next=x', '/auth'],
    ['/AUTH/callback?code=abc', '/AUTH/callback'],
    ['/oidc/session/end?id_token_hint=eyJ', '/oidc/session/end'],
    ['/Oidc/auth?state=s', '/Oidc/auth'],
    ['http://localhost:3000/auth/callback?code=abc', '/auth/callback'],
    ['http://localhost:3000/api/me?x=1', '/api/me?x=1'],
    ['/authors?page=2', '/authors?page=2'],
    ['/oidcx?y=1', '/oidcx?y=1'],
    ['/api/calendar-feeds/Xy_Z-0123456789abcdefghijklmnopqrstuvwxyzABCDE.ics', '/api/calendar-feeds/…'],
    ['/API/Calendar-Feeds/secret.ics?x=1', '/API/Calendar-Feeds/…'],
    ['http://localhost:3000/api/calendar-feeds/secret.ics', '/api/calendar-feeds/…'],
  ])('logs %s as %s', (url, expected) => {
    expect(loggedTarget(url)).toBe(expected);
  });
});
