import type { OrgChartPerson } from '@portico/domain/org-charts/org-chart-schema';
import { childrenIndex } from '@portico/domain/org-charts/org-tree';
import { describe, expect, it } from 'vitest';
import { cardLabel, chartElements } from './org-chart-elements';

const PEOPLE: OrgChartPerson[] = [
  { id: 'lee', parentId: null, name: 'Lee Leader', title: 'Director' },
  { id: 'al', parentId: 'lee', name: 'Al First', title: 'Manager' },
  { id: 'bo', parentId: 'lee', name: 'Bo Second', title: null },
  { id: 'cy', parentId: 'al', name: 'Cy Deep', title: 'Planner' },
];
const state = (expanded: string[], highlightedId: string | null = null) => ({
  people: new Map(PEOPLE.map((person) => [person.id, person])),
  children: childrenIndex(PEOPLE),
  expanded: new Set(expanded),
  highlightedId,
});

describe('chartElements', () => {
  it('shows the expanded cards in tree order, each report joined to its manager', () => {
    const { nodes, edges } = chartElements(state(['lee', 'al']));
    expect(nodes.map((node) => node.id)).toEqual(['lee', 'al', 'cy', 'bo']);
    expect(edges.map((edge) => [edge.source, edge.target])).toEqual([
      ['lee', 'al'],
      ['al', 'cy'],
      ['lee', 'bo'],
    ]);
    expect(edges[1]!.ariaLabel).toBe('Cy Deep reports to Al First');
  });

  it('hides a folded subtree', () => {
    expect(chartElements(state(['lee'])).nodes.map((node) => node.id)).toEqual(['lee', 'al', 'bo']);
    expect(chartElements(state([])).nodes.map((node) => node.id)).toEqual(['lee']);
  });

  it('makes managers buttons that say whether their team is shown; others are plain cards', () => {
    const { nodes } = chartElements(state(['lee']));
    const [lee, al, bo] = nodes;
    expect(lee).toMatchObject({ ariaRole: 'button', domAttributes: { 'aria-expanded': true } });
    expect(lee!.data.reports).toEqual({ count: 2, expanded: true });
    expect(al).toMatchObject({ ariaRole: 'button', domAttributes: { 'aria-expanded': false } });
    expect(al!.data.reports).toEqual({ count: 1, expanded: false });
    expect(bo!.ariaRole).toBeUndefined();
    expect(bo!.data.reports).toBeUndefined();
  });

  it('marks the highlighted card only', () => {
    const { nodes } = chartElements(state(['lee'], 'bo'));
    expect(nodes.filter((node) => node.data.highlighted).map((node) => node.id)).toEqual(['bo']);
  });

  it.each([
    [PEOPLE[0]!, 2, 'Lee Leader, Director, 2 direct reports'],
    [PEOPLE[1]!, 1, 'Al First, Manager, 1 direct report'],
    [PEOPLE[2]!, 0, 'Bo Second'],
  ])('labels %o with %i reports as %j', (person, count, label) => {
    expect(cardLabel(person, count)).toBe(label);
  });
});
