import '../../../lib/mantine-styles-later';
import { Anchor, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CATALOGUE_STATUSES, type CatalogueStatus } from '@portico/domain/request-catalogue/catalogue-status';
import {
  PROJECT_SORTS,
  type ProjectAdminRow,
  type ProjectSort,
} from '@portico/domain/request-catalogue/project-admin';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { DataTable } from '../../../components/data-table/data-table';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { AdminListPage } from '../../../components/admin-list-page';
import { useDeleteProject, useProjectsAdmin } from './api/project-admin';
import { catalogueTailColumns, StatusFilter } from './catalogue-status-filter';
import { PROJECTS_PATH } from './catalogue-paths';
import { useEditDeleteRows } from '../../../components/data-table/use-edit-delete-rows';

/** The screen's name (its heading, the table's name, the green alert's title). */
export const PROJECTS_TITLE = msg`Projects`;

const LIST_OPTIONS: ListStateOptions<ProjectSort, string, 'status'> = {
  sorts: PROJECT_SORTS,
  view: { sort: 'name', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
  filters: { status: CATALOGUE_STATUSES },
};

const column = createColumnHelper<ProjectAdminRow>();
const projectName = (project: ProjectAdminRow) => project.name;

type Person = ProjectAdminRow['purchaseApprover'];

/** A person the project names; one who has left is said to have left, so an Admin replaces them. */
function PersonCell({ person }: { person: Person }) {
  if (!person)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="sm">
      {person.name}
      {!person.current && (
        <Text span size="xs" c="red.9">
          {' '}
          <Trans>(left)</Trans>
        </Text>
      )}
    </Text>
  );
}

/** The two purchase approvers in one cell: the primary, then the secondary. */
function PurchaseApproversCell({ project }: { project: ProjectAdminRow }) {
  return (
    <Stack gap={0}>
      <PersonCell person={project.purchaseApprover} />
      {project.secondaryPurchaseApprover && <PersonCell person={project.secondaryPurchaseApprover} />}
    </Stack>
  );
}

/**
 * `/admin/projects` (Admins): projects with their managers and approvers. New approvers route
 * the requests submitted from then on; one in use cannot be deleted, only deactivated.
 */
export function ProjectsAdminPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(PROJECTS_TITLE);
  const list = useListState(LIST_OPTIONS);
  const status = list.filters.status as CatalogueStatus | undefined;
  const projects = useProjectsAdmin({ ...pageQueryOf(list), status });
  const rows = useEditDeleteRows({
    title,
    remove: useDeleteProject(),
    failedTitle: t`The project could not be deleted`,
    nameOf: projectName,
  });
  const { actions } = rows;

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t`Name`,
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <Anchor component={Link} to={`${PROJECTS_PATH}/${original.id}`} size="sm" fw={600}>
            {original.name}
          </Anchor>
        ),
      }),
      column.accessor('projectCode', { header: t`Project ID` }),
      column.accessor('groupName', { header: t`Group`, cell: ({ getValue }) => getValue() ?? '' }),
      column.accessor((project) => project.account?.name ?? '', {
        id: 'account',
        header: t`Account`,
        enableSorting: false,
      }),
      column.display({
        id: 'purchaseApprovers',
        header: t`Purchase Approvers`,
        cell: ({ row: { original } }) => <PurchaseApproversCell project={original} />,
      }),
      column.display({
        id: 'preApprover',
        header: t`Pre-Approver`,
        cell: ({ row: { original } }) => <PersonCell person={original.preApprover} />,
      }),
      column.display({
        id: 'estimateApprover',
        header: t`Estimate Approver`,
        cell: ({ row: { original } }) => <PersonCell person={original.estimateApprover} />,
      }),
      ...catalogueTailColumns<ProjectAdminRow>(actions, PROJECTS_PATH, i18n),
    ],
    [actions, t, i18n],
  );

  return (
    <AdminListPage
      title={title}
      newAction={{ label: t`New Project`, to: `${PROJECTS_PATH}/new` }}
      feedback={rows.feedback}
      deleting={rows.deleting}
    >
      <DataTable
        label={title}
        columns={columns}
        list={list}
        result={projects}
        getRowId={(project) => project.id}
        minWidth={960}
        errorMessage={t`The projects could not be loaded. Only Admins can manage projects.`}
        filters={<StatusFilter value={status} onChange={(value) => list.setFilter('status', value)} />}
      />
    </AdminListPage>
  );
}
