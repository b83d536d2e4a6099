import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  OIDC_ISSUER: 'https://login.example.com',
  OIDC_CLIENT_ID: 'portico',
  OIDC_CLIENT_SECRET: 'secret',
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
