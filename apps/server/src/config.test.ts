import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  OIDC_ISSUER: 'https://login.example.com',
  OIDC_CLIENT_ID: 'portico',
  OIDC_CLIENT_SECRET: 'secret',
  PUBLIC_URL: 'https://portal.example.com',
};

describe('SEED_DEMO_DATA is read like every other yes/no setting', () => {
  it.each([
    [{}, true],
    [production, false],
    [{ SEED_DEMO_DATA: 'true' }, true],
    [{ SEED_DEMO_DATA: 'yes' }, true],
    [{ SEED_DEMO_DATA: '1' }, true],
    [{ ...production, SEED_DEMO_DATA: 'yes' }, true],
    [{ SEED_DEMO_DATA: 'false' }, false],
    [{ SEED_DEMO_DATA: 'no' }, false],
    [{ SEED_DEMO_DATA: '0' }, false],
  ])('%o → %s', (environment, expected) => {
    expect(loadConfig(environment).seedDemoData).toBe(expected);
  });

  it('refuses a value it cannot read instead of guessing', () => {
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(ConfigError);
  });
});

describe('rate limit settings', () => {
  it('default to 600 API calls and 3,000 sign-in requests a minute', () => {
    const config = loadConfig({});
    expect(config.rateLimitPerMinute).toBe(600);
    expect(config.signInRateLimitPerMinute).toBe(3000);
  });

  it('read SIGN_IN_RATE_LIMIT_PER_MINUTE as a whole number', () => {
    expect(loadConfig({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '5000' }).signInRateLimitPerMinute).toBe(5000);
  });

  it.each(['0', '-1', '2.5', 'lots'])('refuse SIGN_IN_RATE_LIMIT_PER_MINUTE=%s at start-up', (value) => {
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT_PER_MINUTE: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT_PER_MINUTE: value })).toThrow(
      /SIGN_IN_RATE_LIMIT_PER_MINUTE/,
    );
  });
});

describe('production refuses at start-up what would fail at the first sign-in', () => {
  it.each([
    [{ OIDC_ISSUER: 'http://login.example.com' }, /OIDC_ISSUER must be an https:\/\/ address/],
    [{ OIDC_ISSUER: 'http://127.0.0.1:8443' }, /OIDC_ISSUER must be an https:\/\/ address/],
    [{ OIDC_ISSUER: 'login.example.com' }, /OIDC_ISSUER must be an https:\/\/ address/],
    [{ PUBLIC_URL: undefined }, /PUBLIC_URL is required in production/],
    [{ PUBLIC_URL: '' }, /PUBLIC_URL is required in production/],
  ])('%o', (change, message) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(message);
  });

  it('starts with an https provider and a public address', () => {
    expect(loadConfig(production).publicUrl.href).toBe('https://portal.example.com/');
  });

  it('outside production a loopback provider over http is still accepted', () => {
    expect(
      loadConfig({ ...production, NODE_ENV: 'development', OIDC_ISSUER: 'http://localhost:8080' }).oidc,
    ).toBeTruthy();
  });
});

describe('PORTAL_TIME_ZONE: where the day turns for people with no site', () => {
  it('is Toronto by default and takes any IANA zone', () => {
    expect(loadConfig({}).portalTimeZone).toBe('America/Toronto');
    expect(loadConfig({ PORTAL_TIME_ZONE: 'Asia/Qatar' }).portalTimeZone).toBe('Asia/Qatar');
  });

  it.each(['Mars/Olympus', 'EST5EDT6', ''])('refuses %j at start-up', (value) => {
    expect(() => loadConfig({ PORTAL_TIME_ZONE: value })).toThrow(ConfigError);
  });
});
