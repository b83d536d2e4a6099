import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { ORG_CHART } from '@portico/domain/org-charts/org-chart-constants';
import { Controls, ReactFlow, type Edge } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import {
  ORG_CHART_NODE_TYPES,
  orgChartClassName,
  type OrgChartNode,
} from '../../components/org-chart/org-chart-node';
import { layoutDirectReports, type ChartPerson } from './direct-reports-layout';

interface DirectReportsChartProps {
  manager: ChartPerson;
  reports: readonly ChartPerson[];
}

/**
 * A manager and their direct reports as an org chart (React Flow, DESIGN §3), read-only: it
 * pans and zooms within the spec's bounds. The same people are listed for screen readers.
 */
export function DirectReportsChart({ manager, reports }: DirectReportsChartProps) {
  const { t } = useLingui();
  const managerName = manager.name;
  const { nodes, edges } = useMemo(() => {
    const placed = layoutDirectReports(manager, reports);
    const nodes: OrgChartNode[] = placed.map(({ person, x, y }) => ({
      id: person.id,
      position: { x, y },
      data: { name: person.name, title: person.title },
      type: 'person',
      ariaLabel: person.name,
    }));
    const edges: Edge[] = reports.map((report) => ({
      id: `${manager.id}-${report.id}`,
      source: manager.id,
      target: report.id,
      type: 'smoothstep',
    }));
    return { nodes, edges };
  }, [manager, reports]);

  return (
    <div data-testid="direct-reports-chart">
      <div style={{ height: 320 }} className={orgChartClassName}>
        <ReactFlow
          nodes={nodes}
          nodeTypes={ORG_CHART_NODE_TYPES}
          edges={edges}
          fitView
          // The zoom buttons sit at the left edge: the chart keeps clear of them, never under them.
          fitViewOptions={{
            maxZoom: 1,
            minZoom: ORG_CHART.minZoom,
            padding: { left: '64px', x: '16px', y: '16px' },
          }}
          defaultViewport={{ x: 0, y: 0, zoom: ORG_CHART.initialZoom }}
          minZoom={ORG_CHART.minZoom}
          maxZoom={ORG_CHART.maxZoom}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          proOptions={{ hideAttribution: false }}
        >
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
      <VisuallyHidden>
        <ul aria-label={t`${managerName}'s direct reports`}>
          {reports.map((report) => (
            <li key={report.id}>
              {report.name}
              {report.title ? `, ${report.title}` : ''}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
    </div>
  );
}
