import '../../../lib/mantine-styles-later';
import { Anchor, Group } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CATALOGUE_STATUSES, type CatalogueStatus } from '@portico/domain/request-catalogue/catalogue-status';
import {
  CATEGORY_SORTS,
  type CategoryAdminRow,
  type CategorySort,
} from '@portico/domain/request-catalogue/category-admin';
import { REQUEST_TYPES, type RequestType } from '@portico/domain/requests/request-constants';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { formatRequestType } from '../../../lib/request-labels';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { AdminListPage } from '../../../components/admin-list-page';
import { useCategoriesAdmin, useDeleteCategory } from './api/category-admin';
import { catalogueTailColumns, StatusFilter } from './catalogue-status-filter';
import { CATEGORIES_PATH } from './catalogue-paths';
import { useEditDeleteRows } from '../../../components/data-table/use-edit-delete-rows';

/** The screen's name (its heading, the table's name, the green alert's title). */
export const CATEGORIES_TITLE = msg`Request Categories`;

const LIST_OPTIONS: ListStateOptions<CategorySort, string, 'type' | 'status'> = {
  sorts: CATEGORY_SORTS,
  view: { sort: 'name', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
  filters: { type: REQUEST_TYPES, status: CATALOGUE_STATUSES },
};

const column = createColumnHelper<CategoryAdminRow>();
const categoryName = (category: CategoryAdminRow) => category.name;

/**
 * `/admin/request-categories` (Admins): the categories the request form offers per request
 * type. One in use cannot be deleted; deactivating it takes it off the form instead.
 */
export function CategoriesAdminPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(CATEGORIES_TITLE);
  const list = useListState(LIST_OPTIONS);
  const requestType = list.filters.type as RequestType | undefined;
  const status = list.filters.status as CatalogueStatus | undefined;
  const categories = useCategoriesAdmin({ ...pageQueryOf(list), requestType, status });
  const rows = useEditDeleteRows({
    title,
    remove: useDeleteCategory(),
    failedTitle: t`The category could not be deleted`,
    nameOf: categoryName,
  });
  const { actions } = rows;

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t`Name`,
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <Anchor component={Link} to={`${CATEGORIES_PATH}/${original.id}`} size="sm" fw={600}>
            {original.name}
          </Anchor>
        ),
      }),
      column.accessor('requestType', {
        header: t`Request Type`,
        cell: ({ getValue }) => formatRequestType(getValue()),
      }),
      ...catalogueTailColumns<CategoryAdminRow>(actions, CATEGORIES_PATH, i18n),
    ],
    [actions, t, i18n],
  );

  return (
    <AdminListPage
      title={title}
      newAction={{ label: t`New Category`, to: `${CATEGORIES_PATH}/new` }}
      feedback={rows.feedback}
      deleting={rows.deleting}
    >
      <DataTable
        label={title}
        columns={columns}
        list={list}
        result={categories}
        getRowId={(category) => category.id}
        minWidth={640}
        errorMessage={t`The categories could not be loaded. Only Admins can manage request categories.`}
        filters={
          <Group gap="sm">
            <FilterSelect
              label={t`Request Type`}
              allLabel={t`All request types`}
              options={REQUEST_TYPES.map((type) => ({ value: type, label: formatRequestType(type) }))}
              value={requestType}
              onChange={(value) => list.setFilter('type', value)}
              width={200}
            />
            <StatusFilter value={status} onChange={(value) => list.setFilter('status', value)} />
          </Group>
        }
      />
    </AdminListPage>
  );
}
