import { ORG_CHART } from '@portico/domain/org-charts/org-chart-constants';
import { describe, expect, it } from 'vitest';
import { ORG_CHART_CARD_HEIGHT } from '../../components/org-chart/org-chart-card';
import { GAP_X, layoutOrgChart } from './org-chart-layout';

const entry = (id: string, parentId: string | null = null) => ({ id, parentId });
const SHOWN = [
  entry('lead'),
  entry('a', 'lead'),
  entry('a1', 'a'),
  entry('a2', 'a'),
  entry('a3', 'a'),
  entry('b', 'lead'),
  entry('c', 'lead'),
  entry('c1', 'c'),
];

describe('layoutOrgChart', () => {
  const positions = layoutOrgChart(SHOWN);
  const centre = (id: string) => positions.get(id)!.x + ORG_CHART.nodeWidth / 2;

  it('places every shown card', () => {
    expect([...positions.keys()].sort()).toEqual(SHOWN.map((card) => card.id).sort());
  });

  it('puts one level a row, the leader on top, rows far enough apart for a card', () => {
    expect(positions.get('lead')!.y).toBe(0);
    const rows = new Set(['a', 'b', 'c'].map((id) => positions.get(id)!.y));
    expect(rows.size).toBe(1);
    const [second] = rows;
    expect(second).toBeGreaterThan(ORG_CHART_CARD_HEIGHT);
    expect(positions.get('a1')!.y - second!).toBe(second);
  });

  it('centres a manager over their reports and keeps their order', () => {
    expect(centre('a')).toBeCloseTo((centre('a1') + centre('a3')) / 2);
    expect(centre('lead')).toBeCloseTo((centre('a') + centre('c')) / 2);
    expect(centre('a1')).toBeLessThan(centre('a2'));
    expect(centre('a2')).toBeLessThan(centre('a3'));
    expect(centre('a')).toBeLessThan(centre('b'));
  });

  it('never lets two cards of a row overlap', () => {
    const byRow = new Map<number, number[]>();
    for (const { x, y } of positions.values()) byRow.set(y, [...(byRow.get(y) ?? []), x]);
    for (const xs of byRow.values()) {
      const sorted = xs.sort((p, q) => p - q);
      sorted.slice(1).forEach((x, index) => {
        expect(x - sorted[index]!).toBeGreaterThanOrEqual(ORG_CHART.nodeWidth + GAP_X);
      });
    }
  });

  it('places nothing for an empty chart, and a leader alone at the origin', () => {
    expect(layoutOrgChart([]).size).toBe(0);
    expect(layoutOrgChart([entry('solo')]).get('solo')).toEqual({ x: -ORG_CHART.nodeWidth / 2, y: 0 });
  });
});
