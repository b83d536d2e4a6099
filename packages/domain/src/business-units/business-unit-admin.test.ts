import { describe, expect, it } from 'vitest';
import {
  businessUnitInputSchema,
  businessUnitLeaderSchema,
  sameUnitName,
  unitDeleteRefusal,
} from './business-unit-admin';

const LEADER = '7b0a7f5e-4a38-4c34-9d5e-3f0f6a1b2c3d';

function messagesFor(
  schema: typeof businessUnitInputSchema | typeof businessUnitLeaderSchema,
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('a new business unit', () => {
  it.each([
    ['a name and a leader', { name: 'Logistics', leaderId: LEADER }, {}],
    ['the name at 100', { name: 'x'.repeat(100), leaderId: LEADER }, {}],
    [
      'the name at 101',
      { name: 'x'.repeat(101), leaderId: LEADER },
      { name: ['Must be 100 characters or less'] },
    ],
    ['no name', { name: '', leaderId: LEADER }, { name: ['Required'] }],
    ['a name of spaces', { name: '   ', leaderId: LEADER }, { name: ['Required'] }],
    ['the name absent', { leaderId: LEADER }, { name: ['Required'] }],
    ['no leader chosen', { name: 'Logistics', leaderId: null }, { leaderId: ['Required'] }],
    ['the leader absent', { name: 'Logistics' }, { leaderId: ['Required'] }],
    [
      'a leader that is not an id',
      { name: 'Logistics', leaderId: '000123' },
      { leaderId: ['Choose a current employee'] },
    ],
  ])('%s', (_case, input, expected) => {
    expect(messagesFor(businessUnitInputSchema, input)).toEqual(expected);
  });

  it('keeps the name without its outer spaces', () => {
    expect(businessUnitInputSchema.parse({ name: '  Logistics ', leaderId: LEADER }).name).toBe('Logistics');
  });
});

describe('another leader', () => {
  it.each([
    ['a leader', { leaderId: LEADER }, {}],
    ['none', { leaderId: null }, { leaderId: ['Required'] }],
    ['a number instead of an id', { leaderId: 123 }, { leaderId: ['Choose a current employee'] }],
  ])('%s', (_case, input, expected) => {
    expect(messagesFor(businessUnitLeaderSchema, input)).toEqual(expected);
  });
});

describe('two names for one department', () => {
  it.each([
    ['Sales', 'Sales', true],
    ['Sales', ' sales ', true],
    ['Project Member', 'project   member', true],
    ['Sales', 'Sales Ops', false],
    ['C&L', 'C & L', false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameUnitName(a, b)).toBe(same);
  });
});

describe('deleting a unit', () => {
  it.each([
    [0, null],
    [
      1,
      'Sales cannot be deleted: 1 current employee has it as their department. Move them to another department in the HR record first.',
    ],
    [
      12,
      'Sales cannot be deleted: 12 current employees have it as their department. Move them to another department in the HR record first.',
    ],
  ])('with %i current employees: %s', (count, refusal) => {
    expect(unitDeleteRefusal('Sales', count)).toBe(refusal);
  });
});
