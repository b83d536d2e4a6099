import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
