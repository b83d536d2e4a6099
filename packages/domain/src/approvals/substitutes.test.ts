import { describe, expect, it } from 'vitest';
import {
  decidedByName,
  decidersWithSubstitutes,
  decidesFor,
  rangesOverlap,
  substitutionProblems,
  SUBSTITUTE_MESSAGES,
  type Substitution,
} from './substitutes';

const away = (
  personId: string,
  substituteId: string,
  from = '2026-03-01',
  to = '2026-03-14',
): Substitution => ({
  personId,
  substituteId,
  from,
  to,
});
const nobodyIsParty = () => false;

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

describe('decidersWithSubstitutes', () => {
  it.each([
    ['before the range', ['drew'], [away('drew', 'blair')], '2026-02-28', ['drew']],
    ['on its first day', ['drew'], [away('drew', 'blair')], '2026-03-01', ['drew', 'blair']],
    ['on its last day', ['drew'], [away('drew', 'blair')], '2026-03-14', ['drew', 'blair']],
    ['after it ended by itself', ['drew'], [away('drew', 'blair')], '2026-03-15', ['drew']],
    [
      'no chain: the substitute is away too',
      ['drew'],
      [away('drew', 'blair'), away('blair', 'casey')],
      '2026-03-05',
      ['drew', 'blair'],
    ],
    ['someone else away', ['drew'], [away('alex', 'blair')], '2026-03-05', ['drew']],
    [
      'a substitute already a decider',
      ['drew', 'blair'],
      [away('drew', 'blair')],
      '2026-03-05',
      ['drew', 'blair'],
    ],
    [
      'two deciders away',
      ['drew', 'alex'],
      [away('drew', 'blair'), away('alex', 'casey')],
      '2026-03-05',
      ['drew', 'alex', 'blair', 'casey'],
    ],
  ])('%s', (_name, deciders, substitutions, today, expected) => {
    expect(decidersWithSubstitutes(deciders, substitutions, today, nobodyIsParty)).toEqual(expected);
  });

  it('never adds a substitute who made the request or for whom it is', () => {
    expect(
      decidersWithSubstitutes(['drew'], [away('drew', 'emery')], '2026-03-05', (id) => id === 'emery'),
    ).toEqual(['drew']);
  });
});

describe('decidesFor', () => {
  it.each([
    ['a decider, for themselves', 'drew', ['drew'], [away('drew', 'blair')], '2026-03-05', 'drew'],
    ['a substitute, for the one away', 'blair', ['drew'], [away('drew', 'blair')], '2026-03-05', 'drew'],
    ['a substitute after the range', 'blair', ['drew'], [away('drew', 'blair')], '2026-03-15', null],
    ['someone else', 'casey', ['drew'], [away('drew', 'blair')], '2026-03-05', null],
    ['no chain', 'casey', ['drew'], [away('drew', 'blair'), away('blair', 'casey')], '2026-03-05', null],
  ])('%s', (_name, employeeId, deciders, substitutions, today, expected) => {
    expect(decidesFor(employeeId, deciders, substitutions, today)).toBe(expected);
  });
});

describe('decidedByName', () => {
  it.each<[string | null, string | null, string | null]>([
    ['Blair Chen', 'Drew Okafor', 'Blair Chen for Drew Okafor'],
    ['Drew Okafor', null, 'Drew Okafor'],
    [null, null, null],
  ])('%s for %s', (actor, onBehalfOf, expected) => {
    expect(decidedByName(actor, onBehalfOf)).toBe(expected);
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
