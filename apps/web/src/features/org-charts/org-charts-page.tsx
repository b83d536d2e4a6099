import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Tabs, Text } from '@mantine/core';
import type { OrgChartMatch } from '@portico/domain/org-charts/org-chart-schema';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingPlaceholder } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { useMe } from '../../lib/api/get-me';
import { useOrgChartDepartments } from './api/get-org-chart-departments';
import { DepartmentChart } from './department-chart';
import type { ChartFocus } from './org-chart-canvas';
import classes from './org-charts.module.css';
import { PersonSearch } from './person-search';

/** The address names the open tab, so a reload or a shared link opens the same department. */
const DEPARTMENT_PARAM = 'department';

/**
 * `/org-charts`, Enterprise Org Charts (spec §2): one tab per department but Field and Project
 * Member, each a tree rooted at the business unit's leader; a search that opens a person's
 * department and brings their card into view.
 */
export function OrgChartsPage() {
  const { t } = useLingui();
  const departments = useOrgChartDepartments();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const [focus, setFocus] = useState<(ChartFocus & { departmentId: string }) | null>(null);

  const list = departments.data ?? [];
  const asked = params.get(DEPARTMENT_PARAM);
  const active =
    list.find((department) => department.name === asked) ??
    list.find((department) => department.name === me.data?.department) ??
    list[0];

  const open = (name: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(DEPARTMENT_PARAM, name);
        return next;
      },
      { replace: true },
    );

  const show = (match: OrgChartMatch) => {
    open(match.department.name);
    setFocus((current) => ({
      personId: match.id,
      path: match.path,
      departmentId: match.department.id,
      request: (current?.request ?? 0) + 1,
    }));
  };

  return (
    <>
      <PageTitle title={t`Enterprise Org Charts`} actions={<PersonSearch onFound={show} />} />
      {departments.isPending && (
        <LoadingPlaceholder label={t`Loading the departments`} blocks={[{ height: 36 }, { height: 420 }]} />
      )}
      {departments.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
          <Trans>The departments could not be loaded.</Trans>
        </Alert>
      )}
      {departments.isSuccess && !active && (
        <Text c="dimmed">
          <Trans>No Data to Display</Trans>
        </Text>
      )}
      {active && (
        <Tabs
          value={active.id}
          onChange={(id) => {
            const department = list.find((candidate) => candidate.id === id);
            if (department) open(department.name);
          }}
          keepMounted={false}
        >
          <Tabs.List className={classes.tabs} mb="sm">
            {list.map((department) => (
              <Tabs.Tab key={department.id} value={department.id}>
                {department.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={active.id}>
            <DepartmentChart
              key={active.id}
              department={active}
              focus={focus?.departmentId === active.id ? focus : null}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
