import '../../../lib/mantine-styles-later';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  SUBSTITUTION_SORTS,
  type SubstitutionRow,
  type SubstitutionSort,
} from '@portico/domain/approvals/substitute-schemas';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { AdminListPage } from '../../../components/admin-list-page';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column';
import { DataTable } from '../../../components/data-table/data-table';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';
import { useAdminEditing } from '../../../components/use-admin-editing';
import { useFlashAlert } from '../../../components/use-flash-alert';
import { formatDate } from '../../../lib/format';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { useAdminSubstitutes, useDeleteAnySubstitute } from './api/substitutes-api';
import { rangeLabel, SubstituteModal } from './substitute-modal';
import { useSubstituteDelete } from './use-substitute-delete';

const LIST_OPTIONS: ListStateOptions<SubstitutionSort> = {
  sorts: SUBSTITUTION_SORTS,
  view: { sort: 'from', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
};

const column = createColumnHelper<SubstitutionRow>();

/**
 * `/admin/substitutes` (Admins, decision 044): everyone's substitute approvers that have not
 * ended; an Admin sets one for anyone or removes it, and the audit log keeps both.
 */
export function SubstitutesAdminPage() {
  const { t } = useLingui();
  const title = t`Substitute Approvers`;
  const list = useListState(LIST_OPTIONS);
  const ranges = useAdminSubstitutes(pageQueryOf(list));
  const remove = useDeleteAnySubstitute();
  const flash = useFlashAlert(title);
  const { askDelete, ...deleting } = useSubstituteDelete(remove, flash.say);
  const adding = useAdminEditing({ say: flash.say, remove });

  const columns = useMemo(
    () => [
      column.accessor('personName', { id: 'person', header: t`Away`, enableHiding: false }),
      column.accessor('substituteName', { id: 'substitute', header: t`Substitute` }),
      column.accessor('from', { header: t`First day`, cell: ({ getValue }) => formatDate(getValue()) }),
      column.accessor('to', { header: t`Last day`, cell: ({ getValue }) => formatDate(getValue()) }),
      column.accessor('setBy', { header: t`Set by`, enableSorting: false }),
      column.display({
        ...ACTIONS_COLUMN,
        cell: ({ row: { original } }) => (
          <EditDeleteActions noEdit name={rangeLabel(original)} onDelete={() => askDelete(original)} />
        ),
      }),
    ],
    [askDelete, t],
  );

  return (
    <AdminListPage
      title={title}
      newAction={{ label: t`New Substitute`, onClick: adding.openNew }}
      feedback={flash.alert}
      deleting={deleting}
      modals={adding.whileOpen(() => (
        <SubstituteModal
          forAnyone
          onClose={adding.close}
          onSaved={(saved) => adding.saved(`${rangeLabel(saved)}.`)}
        />
      ))}
    >
      <DataTable
        label={title}
        columns={columns}
        list={list}
        result={ranges}
        getRowId={(row) => row.id}
        minWidth={720}
        errorMessage={t`The substitutes could not be loaded. Only Admins can see everyone’s substitutes.`}
      />
    </AdminListPage>
  );
}
