import { Modal } from '@mantine/core';
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

const COLUMNS: ColumnDef<TopVisitor>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name, enableHiding: false },
  { id: 'company', header: 'Company', accessorFn: (row) => row.company },
  { id: 'visits', header: 'Total Visits', accessorFn: (row) => formatCount(row.visits) },
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
  const list = useListState(LIST_OPTIONS);
  const { search: _search, ...page } = pageQueryOf(list);
  const query = { ...page, time, ...(list.search ? { search: list.search } : {}) };
  const result = useVisitors(query, opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Visitors List" size={800} centered>
      <DataTable<TopVisitor, VisitorSort>
        label="Visitors List"
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(row) => row.employeeId}
        csvUrl={visitorsExportUrl(query)}
        errorMessage="The visitors could not be loaded. Close the list and try again."
      />
    </Modal>
  );
}
