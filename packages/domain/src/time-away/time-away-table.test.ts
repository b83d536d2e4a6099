import { describe, expect, it } from 'vitest';
import {
  countsInTimeAwayTable,
  departmentChipLabel,
  departmentChipOf,
  OTHER_DEPARTMENTS_CHIP,
  offersDepartmentFilter,
} from './time-away-table';

const TODAY = '2026-03-10';

describe('who the time-away table counts (spec §4: ACTIVE employees not in Field)', () => {
  it.each([
    ['ACTIVE in Operations', 'ACTIVE', null, 'Operations', true],
    ['Active in any letter case', 'Active', null, 'Operations', true],
    ['active, lower case', 'active', null, 'Sales', true],
    ['no department', 'ACTIVE', null, null, true],
    ['in Field', 'ACTIVE', null, 'Field', false],
    ['Project Member still counts', 'ACTIVE', null, 'Project Member', true],
    ['TERMINATED', 'TERMINATED', null, 'Operations', false],
    ['on leave', 'LEAVE', null, 'Operations', false],
    ['ACTIVE but terminated yesterday', 'ACTIVE', '2026-03-09', 'Operations', false],
    ['ACTIVE and leaving today', 'ACTIVE', TODAY, 'Operations', true],
    ['ACTIVE and leaving next month', 'ACTIVE', '2026-04-10', 'Operations', true],
  ])('%s → %s', (_, employmentStatus, terminationDate, department, expected) => {
    expect(countsInTimeAwayTable({ employmentStatus, terminationDate, department }, TODAY)).toBe(expected);
  });
});

describe('the department chips', () => {
  it.each([
    ['Operations', true],
    ['C&L', true],
    ['Field', false],
    ['Project Member', false],
    ['', false],
    ['   ', false],
    [null, false],
  ])('%j is offered: %s', (department, expected) => {
    expect(offersDepartmentFilter(department)).toBe(expected);
  });

  it.each([
    ['C&L', 'Legal'],
    ['EX', 'CX'],
    ['Operations', 'Operations'],
    ['HR', 'HR'],
    ['Project Member', 'Project Member'],
    [OTHER_DEPARTMENTS_CHIP, 'Other'],
    ['constructor', 'constructor'],
  ])('%s reads %s', (department, label) => {
    expect(departmentChipLabel(department)).toBe(label);
  });

  it.each([
    ['Operations', 'Operations'],
    ['C&L', 'C&L'],
    ['Project Member', OTHER_DEPARTMENTS_CHIP],
    ['  ', OTHER_DEPARTMENTS_CHIP],
    [null, OTHER_DEPARTMENTS_CHIP],
  ])('a person of %j falls under the chip %s', (department, chip) => {
    expect(departmentChipOf(department)).toBe(chip);
  });
});
