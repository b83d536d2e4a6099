import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import type { DirectorySort } from '@portico/domain/people/directory-constants';
import { SearchBox } from '../../components/data-table/search-box';
import { tourAnchor } from '../../components/guided-tour/tour-step';
import type { ListControls } from '../../lib/use-list-state';
import { useDepartments } from './api/get-departments';
import { DIRECTORY_ORDERS, type DirectoryFilter } from './directory-list-state';

/** The choice that lifts the filter: one a keyboard reaches like any other (a clear button is mouse-only). */
const ALL_DEPARTMENTS = '(all)';

/** The directory's search box, department filter and order, all kept in the address. */
export function DirectoryFilters({ list }: { list: ListControls<DirectorySort, string, DirectoryFilter> }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const departments = useDepartments();
  const orders = DIRECTORY_ORDERS.map(({ value, label }) => ({ value, label: i18n._(label) }));
  return (
    <Group align="flex-end" gap="sm" mb="md" {...tourAnchor('directory-filters')}>
      <SearchBox name={t`Search employees`} value={list.search} onSearch={list.setSearch} />
      <Select
        label={t`Department`}
        data={[{ value: ALL_DEPARTMENTS, label: t`All departments` }, ...(departments.data ?? [])]}
        value={list.filters.department ?? ALL_DEPARTMENTS}
        onChange={(value) => list.setFilter('department', value === ALL_DEPARTMENTS ? null : value)}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t`No such department`}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label={t`Sort by`}
        data={orders}
        value={`${list.sort}:${list.order}`}
        onChange={(value) => {
          const [sort, order] = (value ?? DIRECTORY_ORDERS[0].value).split(':') as [
            DirectorySort,
            'asc' | 'desc',
          ];
          list.setSort(sort, order);
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}
