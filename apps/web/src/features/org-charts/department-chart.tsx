import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { OrgChartDepartment } from '@portico/domain/org-charts/org-chart-schema';
import { IconAlertCircle } from '@tabler/icons-react';
import { LoadingPlaceholder } from '../../components/loading-state';
import { useOrgChartTree } from './api/get-org-chart-tree';
import { OrgChartCanvas, type ChartFocus } from './org-chart-canvas';

interface DepartmentChartProps {
  department: OrgChartDepartment;
  focus: ChartFocus | null;
}

/** One tab's content: the department's tree once loaded, or why there is none. */
export function DepartmentChart({ department, focus }: DepartmentChartProps) {
  const { t } = useLingui();
  const tree = useOrgChartTree(department.id);
  const name = department.name;
  if (tree.isPending) {
    return (
      <LoadingPlaceholder
        label={t`Loading the ${name} org chart`}
        blocks={[{ height: 36, width: '40%' }, { height: 420 }]}
      />
    );
  }
  if (tree.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
        <Trans>The {name} org chart could not be loaded.</Trans>
      </Alert>
    );
  }
  if (tree.data.people.length === 0)
    return (
      <Text c="dimmed">
        <Trans>No Data to Display</Trans>
      </Text>
    );
  return <OrgChartCanvas department={department} people={tree.data.people} focus={focus} />;
}
