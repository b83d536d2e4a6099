import { describe, expect, it } from 'vitest';
import { effectiveManagerNumber, peopleScope, ROOT_EMPLOYEE_NUMBER } from './people-scope';

describe('effectiveManagerNumber: employee 000001 is treated as having no manager', () => {
  it.each([
    [ROOT_EMPLOYEE_NUMBER, ROOT_EMPLOYEE_NUMBER, null],
    [ROOT_EMPLOYEE_NUMBER, '000042', null],
    ['000042', '000001', '000001'],
    ['000042', ' 000007 ', '000007'],
    ['000042', '', null],
    ['000042', null, null],
    ['000042', undefined, null],
  ])('%s managed by %j → %j', (employee, manager, expected) => {
    expect(effectiveManagerNumber(employee, manager)).toBe(expected);
  });
});

describe('peopleScope: who appears in a person’s people views', () => {
  it.each([
    [{ seeAllPeople: true, directReportIsOwnManager: false }, 'everyone'],
    [{ seeAllPeople: false, directReportIsOwnManager: true }, 'everyone'],
    [{ seeAllPeople: true, directReportIsOwnManager: true }, 'everyone'],
    [{ seeAllPeople: false, directReportIsOwnManager: false }, 'reporting-chain'],
  ] as const)('%j → %s', (facts, scope) => {
    expect(peopleScope(facts)).toBe(scope);
  });
});
