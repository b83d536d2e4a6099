import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_URL } from './postgres';
import { parseOptions } from './options';

describe('parseOptions', () => {
  it('defaults to the full run on the local PostgreSQL', () => {
    expect(parseOptions([], {})).toEqual({
      employees: 10_000,
      scaleEmployees: 50_000,
      demoEmployees: 400,
      durationSeconds: 10,
      port: 3300,
      build: true,
      keepDatabases: false,
      note: undefined,
      adminUrl: DEFAULT_DATABASE_URL,
    });
  });

  it('reads a quick run and DATABASE_URL', () => {
    const options = parseOptions(
      ['--employees', '1000', '--scale-employees', '0', '--duration', '3', '--skip-build', '--note', 'busy'],
      { DATABASE_URL: 'postgres://bench@db:5432/postgres' },
    );
    expect(options).toMatchObject({
      employees: 1000,
      scaleEmployees: 0,
      durationSeconds: 3,
      build: false,
      note: 'busy',
      adminUrl: 'postgres://bench@db:5432/postgres',
    });
  });

  it.each([
    [['--employees', 'many'], '--employees must be a whole number of at least 10'],
    [['--duration', '0'], '--duration must be a whole number of at least 1'],
    [['--scale-employees', 'lots'], '--scale-employees must be a whole number of at least 0'],
    [['--speed', '3'], "Unknown option '--speed'"],
  ])('refuses %j', (args, message) => {
    expect(() => parseOptions(args, {})).toThrow(message);
  });
});
