import { describe, expect, it } from 'vitest';
import { parseRolesCommand, RolesUsageError } from './roles-command';

describe('parseRolesCommand', () => {
  it.each([
    [['grant', 'IT desk', '000123'], { action: 'grant', role: 'IT desk', who: '000123' }],
    [
      ['revoke', 'Admin', 'alex.morgan@example.com'],
      { action: 'revoke', role: 'Admin', who: 'alex.morgan@example.com' },
    ],
    [['list', 'HR'], { action: 'list', role: 'HR' }],
    [['forget-sign-in', '000123'], { action: 'forget-sign-in', who: '000123' }],
    [['--help'], 'help'],
  ])('reads %j', (args, command) => {
    expect(parseRolesCommand(args)).toEqual(command);
  });

  it.each([
    [['grant', 'Owner', '000123']],
    [['grant', 'Admin']],
    [['forget-sign-in']],
    [['forget-sign-in', 'a', 'b']],
    [[]],
  ])('refuses %j with a usage error', (args) => {
    expect(() => parseRolesCommand(args)).toThrow(RolesUsageError);
  });
});
