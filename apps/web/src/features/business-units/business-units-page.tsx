import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import {
  BUSINESS_UNIT_SORTS,
  type BusinessUnitSort,
} from '@portico/domain/business-units/business-unit-admin';
import type { AccessRole } from '@portico/domain/identity/roles';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { DataTable } from '../../components/data-table/data-table';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { AdminListPage } from '../../components/admin-list-page';
import { useBusinessUnits } from './api/get-business-units';
import { businessUnitColumns } from './business-unit-columns';
import { useBusinessUnitEditor } from './use-business-unit-editor';

/** People data: HR's as well as Admins' (the server says the same). */
const ADMIN_ROLE: AccessRole = 'Admin';
const HR_ROLE: AccessRole = 'HR';
const ROLES: readonly AccessRole[] = [ADMIN_ROLE, HR_ROLE];

const LIST_OPTIONS: ListStateOptions<BusinessUnitSort> = {
  sorts: BUSINESS_UNIT_SORTS,
  view: { sort: 'name', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
};

/**
 * `/admin/business-units` (Admins and HR): each department with the leader its org chart starts
 * from. A new leader roots the chart at once; a unit nobody works in can be deleted.
 */
export function BusinessUnitsPage() {
  const { t } = useLingui();
  const { _: translate } = useLinguiRuntime();
  const TITLE = t`Business Units`;
  const list = useListState(LIST_OPTIONS);
  const units = useBusinessUnits(pageQueryOf(list));
  const editor = useBusinessUnitEditor(TITLE);
  const { openEdit, askDelete } = editor;
  const columns = useMemo(
    () => businessUnitColumns(translate, { onEdit: openEdit, onDelete: askDelete }),
    [translate, openEdit, askDelete],
  );

  return (
    <AdminListPage
      title={TITLE}
      roles={ROLES}
      newAction={{ label: t`New Business Unit`, onClick: editor.openNew }}
      feedback={editor.feedback}
      modals={editor.modals}
    >
      <DataTable
        label={TITLE}
        columns={columns}
        list={list}
        result={units}
        getRowId={(unit) => unit.id}
        minWidth={720}
        errorMessage={t`The business units could not be loaded. Only Admins and HR can manage business units.`}
      />
    </AdminListPage>
  );
}
