import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RequestListQuery, RequestRow, RequestSort } from '@portico/domain/requests/request-dto';
import { DataTable } from '../../../components/data-table/data-table';
import type { TableListControls } from '../../../lib/use-list-state';
import { useRequestTable } from '../use-request-table';
import { DeleteRequestFlow, type DeleteTarget } from '../delete-request-flow';
import { requestColumns, type RequestTableVariant } from './request-columns';

interface RequestTableProps {
  /** The table's accessible name: 'My Requests', 'Approval Requests'… */
  label: string;
  /** The fixed filters of this list: its view and, on the by-type pages, the type. */
  filters: Pick<RequestListQuery, 'view' | 'type'>;
  /** Page, size, sort and search, kept in the address by the page. */
  list: TableListControls<RequestSort>;
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
  list,
  variant = 'standard',
  manage = false,
  canEditRank = false,
  onDeleted,
}: RequestTableProps) {
  const { tableProps } = useRequestTable(filters, list);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const { i18n, t } = useLingui();
  const columns = useMemo(
    () =>
      requestColumns({ i18n, variant, manage, canEditRank, onDelete: (row: RequestRow) => setDeleting(row) }),
    // i18n.locale: the headers are rebuilt in the new language on a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.locale, variant, manage, canEditRank],
  );

  return (
    <>
      <DataTable<RequestRow, RequestSort>
        label={label}
        columns={columns}
        {...tableProps}
        errorMessage={t`The requests could not be loaded. Use Refresh at the top of the page to try again.`}
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
