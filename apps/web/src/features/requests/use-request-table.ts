import type { RequestListQuery, RequestRow, RequestSort } from '@portico/domain/requests/request-dto';
import type { TableListControls } from '../../lib/use-list-state';
import { requestExportUrl, useRequestList } from '../../lib/api/get-request-list';
import { exportQuery, requestListQuery } from './request-list-state';

/**
 * The rows of one request list for a `DataTable` (the requests feature's tables and the IT
 * desk's queue): the query from the list's fixed part and its on-screen state, and the props
 * every request table shares — the row id, the pending-approval highlight, the CSV of the view.
 */
export function useRequestTable(
  fixed: Pick<RequestListQuery, 'view' | 'type'>,
  list: TableListControls<RequestSort> & { filters?: Partial<Record<string, string>> },
  { enabled = true } = {},
) {
  const query = requestListQuery(fixed, list);
  const result = useRequestList(query, { enabled });
  return {
    result,
    tableProps: {
      list,
      result,
      getRowId: (row: RequestRow) => row.id,
      // The row's ID or Status cell also says 'Pending approval' in words.
      isHighlighted: (row: RequestRow) => row.approvalPending,
      csvUrl: requestExportUrl(exportQuery(query)),
    },
  };
}
