import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { OrgChartCard, type OrgChartCardProps } from './org-chart-card';
import classes from './org-chart.module.css';

export type OrgChartNodeData = OrgChartCardProps & Record<string, unknown>;
export type OrgChartNode = Node<OrgChartNodeData, 'person'>;

/** A React Flow node that is a person's card; edges meet it at hidden top and bottom handles. */
function OrgChartPersonNode({ data }: NodeProps<OrgChartNode>) {
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} className={classes.handle} />
      <OrgChartCard
        name={data.name}
        title={data.title}
        reports={data.reports}
        highlighted={data.highlighted}
      />
      <Handle type="source" position={Position.Bottom} isConnectable={false} className={classes.handle} />
    </>
  );
}

/** For `<ReactFlow nodeTypes={...}>`: defined once, outside any component, as React Flow asks. */
export const ORG_CHART_NODE_TYPES = { person: OrgChartPersonNode };

export const orgChartClassName = classes.chart;
