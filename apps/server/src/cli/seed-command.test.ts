import { describe, expect, it } from 'vitest';
import { parseSeedCommand } from './seed-command';

describe('the seed command line', () => {
  it('resets outside production', () => {
    expect(parseSeedCommand(['--reset', '--employees', '40'], {})).toMatchObject({
      reset: true,
      employees: 40,
    });
  });

  it('refuses --reset in production, where it would delete the real organisation', () => {
    expect(() => parseSeedCommand(['--reset'], { NODE_ENV: 'production' })).toThrow(
      '--reset is refused in production',
    );
  });

  it('still seeds an empty production database without --reset', () => {
    expect(parseSeedCommand([], { NODE_ENV: 'production' })).toMatchObject({ reset: false });
  });

  it('seeds only the parts asked for, by name', () => {
    expect(parseSeedCommand(['--only', 'organisation,catalogue'], {})).toMatchObject({
      only: ['organisation', 'catalogue'],
    });
    expect(parseSeedCommand([], {})).not.toHaveProperty('only');
  });

  it('vacuums once seeded unless the caller will', () => {
    expect(parseSeedCommand([], {})).toMatchObject({ vacuum: true });
    expect(parseSeedCommand(['--skip-vacuum'], {})).toMatchObject({ vacuum: false });
  });

  it.each([
    ['--only', 'organisation,payroll'],
    ['--employees', '3'],
    ['--employees', 'many'],
    ['--today', '2025-02-30'],
  ])('refuses %s %s', (...args) => {
    expect(() => parseSeedCommand(args, {})).toThrow();
  });
});
