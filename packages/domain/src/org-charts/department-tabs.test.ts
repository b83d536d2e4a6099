import { describe, expect, it } from 'vitest';
import { hasOrgChartTab, orgChartTabs } from './department-tabs';

describe('hasOrgChartTab: one tab per department except Field and Project Member (spec §2, §9)', () => {
  it.each([
    ['Operations', true],
    ['IT', true],
    ['C&L', true],
    ['Executive', true],
    ['Field', false],
    ['Project Member', false],
    ['field', false],
    ['PROJECT MEMBER', false],
    ['  Project   Member ', false],
    [' Field ', false],
    ['Field Services', true],
    ['Project Members', true],
    ['', false],
    ['   ', false],
  ])('%j → %s', (name, expected) => {
    expect(hasOrgChartTab(name)).toBe(expected);
  });
});

describe('orgChartTabs', () => {
  it('keeps the departments with a tab, by name', () => {
    const units = ['Warehouse', 'Field', 'C&L', 'Project Member', 'Executive', 'IT'].map((name) => ({
      name,
    }));
    expect(orgChartTabs(units).map((unit) => unit.name)).toEqual(['C&L', 'Executive', 'IT', 'Warehouse']);
  });

  it('does not reorder the list it was given', () => {
    const units = [{ name: 'b' }, { name: 'a' }];
    orgChartTabs(units);
    expect(units.map((unit) => unit.name)).toEqual(['b', 'a']);
  });
});
