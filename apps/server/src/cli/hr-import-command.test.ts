import { describe, expect, it } from 'vitest';
import { HrImportUsageError, parseHrImportCommand } from './hr-import-command';

describe('npm run hr-import -- <kind> <file>', () => {
  it.each([
    [['employees', 'people.csv'], { kind: 'employees', file: 'people.csv' }],
    [['time-away', '/exports/away.csv'], { kind: 'time-away', file: '/exports/away.csv' }],
    [['allocations', 'a.csv'], { kind: 'allocations', file: 'a.csv' }],
    [['--help'], 'help'],
  ])('%j → %j', (args, expected) => {
    expect(parseHrImportCommand(args)).toEqual(expected);
  });

  it.each([[[]], [['people', 'people.csv']], [['employees']], [['employees', 'a.csv', 'b.csv']]])(
    'refuses %j with the usage',
    (args) => {
      expect(() => parseHrImportCommand(args)).toThrow(HrImportUsageError);
    },
  );
});
