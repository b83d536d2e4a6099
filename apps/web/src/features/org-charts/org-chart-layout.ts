import { ORG_CHART } from '@portico/domain/org-charts/org-chart-constants';
import type { TreeEntry } from '@portico/domain/org-charts/org-tree';
import { stratify, tree } from 'd3-hierarchy';
import { ORG_CHART_CARD_HEIGHT } from '../../components/org-chart/org-chart-card';

/** Room between neighbouring cards, and between a manager's row and their reports'. */
export const GAP_X = 28;
export const GAP_Y = 64;
/** Cousins (cards of different managers side by side) sit a little further apart than siblings. */
const COUSIN_SEPARATION = 1.3;

export interface CardPosition {
  /** The card's top-left corner, in chart pixels (React Flow's node position). */
  x: number;
  y: number;
}

/**
 * Where each shown card sits: a tidy tree (Reingold–Tilford, d3-hierarchy), the leader on top,
 * each manager centred over their reports, one row per level. `shown` holds the cards in the
 * order they are shown (managers before their reports), every manager of a card included.
 */
export function layoutOrgChart(shown: readonly TreeEntry[]): Map<string, CardPosition> {
  const positions = new Map<string, CardPosition>();
  if (shown.length === 0) return positions;
  const root = stratify<TreeEntry>()
    .id((entry) => entry.id)
    .parentId((entry) => entry.parentId)([...shown]);
  const placed = tree<TreeEntry>()
    .nodeSize([ORG_CHART.nodeWidth + GAP_X, ORG_CHART_CARD_HEIGHT + GAP_Y])
    .separation((a, b) => (a.parent === b.parent ? 1 : COUSIN_SEPARATION))(root);
  placed.each((node) => {
    positions.set(node.id!, { x: node.x - ORG_CHART.nodeWidth / 2, y: node.y });
  });
  return positions;
}
