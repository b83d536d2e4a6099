import { Modal } from '@mantine/core';
import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import {
  VISITOR_SORTS,
  type TopVisitor,
  type VisitorSort,
} from '@portico/domain/portal-metrics/portal-metrics-dto';
import type { PortalTimeFilter } from '@portico/domain/portal-metrics/portal-periods';
import { DataTable } from '../../components/data-table/data-table';
import { formatCount } from '../../lib/format';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { useVisitors, visitorsExportUrl } from './api/get-portal-metrics';

const LIST_OPTIONS: ListStateOptions<VisitorSort> = {
  sorts: VISITOR_SORTS,
  view: { sort: 'visits', order: 'desc', pageSize: 10, pageSizes: DATA_TABLE_PAGE_SIZES },
};

const columnsOf = (i18n: I18n): ColumnDef<TopVisitor>[] => [
  { id: 'name', header: i18n._(msg`Name`), accessorFn: (row) => row.name, enableHiding: false },
  { id: 'company', header: i18n._(msg`Company`), accessorFn: (row) => row.company },
  { id: 'visits', header: i18n._(msg`Total Visits`), accessorFn: (row) => formatCount(row.visits) },
];

/**
 * Spec §2: the Top 3 card's 'see list' — every visitor of the period, sorted and paged on the
 * server, exportable as logs_by_visitors.csv.
 */
export function VisitorsModal({
  time,
  opened,
  onClose,
}: {
  time: PortalTimeFilter;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  // i18n.locale: the headers are rebuilt in the new language on a switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsOf(i18n), [i18n, i18n.locale]);
  const list = useListState(LIST_OPTIONS);
  const { search: _search, ...page } = pageQueryOf(list);
  const query = { ...page, time, ...(list.search ? { search: list.search } : {}) };
  const result = useVisitors(query, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t`Visitors List`} size={800} centered>
      <DataTable<TopVisitor, VisitorSort>
        label={t`Visitors List`}
        columns={columns}
        list={list}
        result={result}
        getRowId={(row) => row.employeeId}
        csvUrl={visitorsExportUrl(query)}
        errorMessage={t`The visitors could not be loaded. Close the list and try again.`}
      />
    </Modal>
  );
}
