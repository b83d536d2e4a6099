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
      rush: { people: 10_000, ratePerSecond: 17 },
      build: true,
      paint: true,
      keepDatabases: false,
      note: undefined,
      adminUrl: DEFAULT_DATABASE_URL,
    });
  });

  it('reads a quick run and DATABASE_URL', () => {
    const options = parseOptions(
      [
        '--employees',
        '1000',
        '--scale-employees',
        '0',
        '--duration',
        '3',
        '--skip-build',
        '--skip-paint',
        '--note',
        'busy',
      ],
      { DATABASE_URL: 'postgres://bench@db:5432/postgres' },
    );
    expect(options).toMatchObject({
      employees: 1000,
      scaleEmployees: 0,
      durationSeconds: 3,
      build: false,
      paint: false,
      note: 'busy',
      adminUrl: 'postgres://bench@db:5432/postgres',
    });
  });

  it('reads the morning rush, or leaves it out', () => {
    expect(parseOptions(['--rush-people', '300', '--rush-rate', '8.5'], {})).toMatchObject({
      rush: { people: 300, ratePerSecond: 8.5 },
    });
    expect(parseOptions(['--skip-rush'], {})).toMatchObject({ rush: null });
  });

  it.each([
    [['--rush-people', '0'], '--rush-people must be a whole number of at least 1'],
    [['--rush-rate', '0'], '--rush-rate must be a number above 0'],
    [['--rush-rate', 'fast'], '--rush-rate must be a number above 0'],
    [['--employees', 'many'], '--employees must be a whole number of at least 10'],
    [['--duration', '0'], '--duration must be a whole number of at least 1'],
    [['--scale-employees', 'lots'], '--scale-employees must be a whole number of at least 0'],
    [['--speed', '3'], "Unknown option '--speed'"],
  ])('refuses %j', (args, message) => {
    expect(() => parseOptions(args, {})).toThrow(message);
  });
});
