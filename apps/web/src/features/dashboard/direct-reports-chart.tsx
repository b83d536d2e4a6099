import { Text, VisuallyHidden } from '@mantine/core';
import { Controls, ReactFlow, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import classes from './direct-reports-chart.module.css';
import { layoutDirectReports, ORG_CHART, type ChartPerson } from './direct-reports-layout';

interface DirectReportsChartProps {
  manager: ChartPerson;
  reports: readonly ChartPerson[];
}

function PersonCard({ person }: { person: ChartPerson }) {
  return (
    <>
      <Text fw={600} size="sm" truncate>
        {person.name}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {person.title ?? ''}
      </Text>
    </>
  );
}

/**
 * A manager and their direct reports as an org chart (React Flow, DESIGN §3), read-only: it
 * pans and zooms within the spec's bounds. The same people are listed for screen readers.
 */
export function DirectReportsChart({ manager, reports }: DirectReportsChartProps) {
  const { nodes, edges } = useMemo(() => {
    const placed = layoutDirectReports(manager, reports);
    const nodes: Node[] = placed.map(({ person, x, y }, index) => ({
      id: person.id,
      position: { x, y },
      data: { label: <PersonCard person={person} /> },
      type: index === 0 ? 'input' : 'output',
      style: { width: ORG_CHART.nodeWidth },
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
      <div style={{ height: 320 }} className={classes.chart}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          fitView
          fitViewOptions={{ maxZoom: 1, minZoom: ORG_CHART.minZoom }}
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
        <ul aria-label={`${manager.name}'s direct reports`}>
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
