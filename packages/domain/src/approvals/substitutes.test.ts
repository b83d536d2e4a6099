import { describe, expect, it } from 'vitest';
import { away } from './test-fixtures';
import { rangesOverlap, substitutionProblems, SUBSTITUTE_MESSAGES } from './substitutes';

describe('substitutionProblems', () => {
  it.each([
    ['a fine range', away('drew', 'blair'), '2026-02-20', {}],
    ['oneself', away('drew', 'drew'), '2026-02-20', { substituteId: SUBSTITUTE_MESSAGES.self }],
    [
      'the last day first',
      away('drew', 'blair', '2026-03-14', '2026-03-01'),
      '2026-02-20',
      { to: SUBSTITUTE_MESSAGES.order },
    ],
    ['one day', away('drew', 'blair', '2026-03-01', '2026-03-01'), '2026-03-01', {}],
    ['all in the past', away('drew', 'blair'), '2026-03-15', { to: SUBSTITUTE_MESSAGES.past }],
    ['begun already, still running', away('drew', 'blair'), '2026-03-10', {}],
  ])('%s', (_name, substitution, today, expected) => {
    expect(substitutionProblems(substitution, today)).toEqual(expected);
  });

  it('names the person, not "you", when an Admin sets it for them', () => {
    expect(substitutionProblems(away('drew', 'drew'), '2026-02-20', 'admin')).toEqual({
      substituteId: SUBSTITUTE_MESSAGES.selfForOther,
    });
  });
});

describe('rangesOverlap', () => {
  const range = (from: string, to: string) => ({ from, to });
  it.each([
    ['apart', range('2026-03-01', '2026-03-05'), range('2026-03-06', '2026-03-10'), false],
    ['sharing the last day', range('2026-03-01', '2026-03-06'), range('2026-03-06', '2026-03-10'), true],
    ['one inside the other', range('2026-03-01', '2026-03-31'), range('2026-03-06', '2026-03-10'), true],
    ['the later first', range('2026-03-06', '2026-03-10'), range('2026-03-01', '2026-03-05'), false],
  ])('%s', (_name, a, b, expected) => {
    expect(rangesOverlap(a, b)).toBe(expected);
  });
});
