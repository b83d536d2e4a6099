import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ORG_CHART } from '@portico/domain/org-charts/org-chart-constants';
import type { OrgChartPerson } from '@portico/domain/org-charts/org-chart-schema';
import { shownIds, type ChildrenIndex } from '@portico/domain/org-charts/org-tree';
import type { Edge } from '@xyflow/react';
import { ORG_CHART_CARD_HEIGHT } from '../../components/org-chart/org-chart-card';
import type { OrgChartNode } from '../../components/org-chart/org-chart-node';
import { layoutOrgChart } from './org-chart-layout';

export interface ChartState {
  people: ReadonlyMap<string, OrgChartPerson>;
  children: ChildrenIndex;
  expanded: ReadonlySet<string>;
  highlightedId: string | null;
}

/** A descriptor in the reader's language: the active one unless a component passes its own. */
type Translate = (descriptor: MessageDescriptor) => string;
const activeLanguage: Translate = (descriptor) => i18n._(descriptor);

const reportsLabel = (_: Translate, count: number) =>
  _(msg`${plural(count, { one: '# direct report', other: '# direct reports' })}`);

/** How a card introduces itself to a screen reader: who, what they do, and their team. */
export function cardLabel(
  person: OrgChartPerson,
  reportCount: number,
  _: Translate = activeLanguage,
): string {
  return [person.name, person.title, reportCount > 0 ? reportsLabel(_, reportCount) : null]
    .filter(Boolean)
    .join(', ');
}

/**
 * The React Flow nodes and edges of what is shown: one card per shown person, laid out as a
 * tree, in depth-first order so Tab follows the tree. A card with reports is a button that
 * says whether its team is shown (aria-expanded); Enter, Space or a click folds it.
 */
export function chartElements(
  { people, children, expanded, highlightedId }: ChartState,
  _: Translate = activeLanguage,
) {
  const shown = shownIds(children, expanded).map((id) => people.get(id)!);
  const positions = layoutOrgChart(shown);
  const nodes: OrgChartNode[] = shown.map((person) => {
    const reportCount = children.get(person.id)?.length ?? 0;
    const isExpanded = expanded.has(person.id);
    return {
      id: person.id,
      type: 'person',
      position: positions.get(person.id)!,
      width: ORG_CHART.nodeWidth,
      height: ORG_CHART_CARD_HEIGHT,
      data: {
        name: person.name,
        title: person.title,
        reports: reportCount > 0 ? { count: reportCount, expanded: isExpanded } : undefined,
        highlighted: person.id === highlightedId,
      },
      ariaLabel: cardLabel(person, reportCount, _),
      ...(reportCount > 0
        ? { ariaRole: 'button' as const, domAttributes: { 'aria-expanded': isExpanded } }
        : {}),
    };
  });
  const edges: Edge[] = shown
    .filter((person) => person.parentId !== null)
    .map((person) => {
      const name = person.name;
      const manager = people.get(person.parentId!)!.name;
      return {
        id: `${person.parentId}>${person.id}`,
        source: person.parentId!,
        target: person.id,
        type: 'smoothstep',
        focusable: false,
        ariaLabel: _(msg`${name} reports to ${manager}`),
      };
    });
  return { nodes, edges };
}
