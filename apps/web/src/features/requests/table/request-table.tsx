import { useMemo, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE, EDITABLE_DEFAULT_PAGE_SIZE } from '@portico/domain/requests/request-constants';
import type { RequestListQuery, RequestRow } from '@portico/domain/requests/request-dto';
import { requestExportUrl, useRequestList } from '../../../lib/api/get-request-list';
import { DeleteRequestFlow, type DeleteTarget } from '../delete-request-flow';
import { requestColumns, type RequestTableVariant } from './request-columns';
import { ServerDataTable } from './server-data-table';
import { DEFAULT_SORTING, useTableQuery, type PageSize } from './use-table-query';

/** Page sizes 5, 10, 50 and All; the editable ranking list starts at 25, so it offers 25 too. */
const PAGE_SIZES: readonly PageSize[] = [5, 10, 50, 'all'];
const EDITABLE_PAGE_SIZES: readonly PageSize[] = [5, 10, EDITABLE_DEFAULT_PAGE_SIZE, 50, 'all'];
/** The ranking list reads best in rank order (the server's default for it too). */
const RANK_ORDER: SortingState = [{ id: 'rank', desc: false }];

interface RequestTableProps {
  /** The table's accessible name: 'My Requests', 'Approval Requests'… */
  label: string;
  /** The fixed filters of this list: its view and, on the by-type pages, the type. */
  filters: RequestListQuery;
  variant?: RequestTableVariant;
  /** Offer edit and delete in the Actions column (the person's own requests). */
  manage?: boolean;
  canEditRank?: boolean;
  onDeleted?: (target: DeleteTarget) => void;
}

/** An IT request list (spec §2): server-paged, sorted and searched, with CSV export. */
export function RequestTable({
  label,
  filters,
  variant = 'standard',
  manage = false,
  canEditRank = false,
  onDeleted,
}: RequestTableProps) {
  const editable = variant === 'ranking';
  const state = useTableQuery(
    filters,
    editable ? EDITABLE_DEFAULT_PAGE_SIZE : DEFAULT_PAGE_SIZE,
    editable ? RANK_ORDER : DEFAULT_SORTING,
  );
  const list = useRequestList(state.query);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const columns = useMemo(
    () => requestColumns({ variant, manage, canEditRank, onDelete: (row: RequestRow) => setDeleting(row) }),
    [variant, manage, canEditRank],
  );
  // The CSV holds every matching row in the on-screen order, not only the current page.
  const { page: _page, pageSize: _pageSize, ...exportQuery } = state.query;

  return (
    <>
      <ServerDataTable<RequestRow>
        label={label}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        failed={list.isError}
        getRowId={(row) => row.id}
        isHighlighted={(row) => row.approvalPending}
        sorting={state.sorting}
        onSortingChange={state.setSorting}
        page={state.page}
        onPageChange={state.setPage}
        pageSize={state.pageSize}
        pageSizeOptions={editable ? EDITABLE_PAGE_SIZES : PAGE_SIZES}
        onPageSizeChange={state.setPageSize}
        search={state.search}
        onSearchChange={state.setSearch}
        exportUrl={requestExportUrl(exportQuery)}
      />
      {manage && (
        <DeleteRequestFlow
          target={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(target) => onDeleted?.(target)}
        />
      )}
    </>
  );
}
