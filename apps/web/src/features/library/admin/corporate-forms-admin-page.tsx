import '../../../lib/mantine-styles-later';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { FORM_CATEGORY_NAMES } from '@portico/domain/library/library-constants';
import { FORM_SORTS, type CorporateForm, type FormSort } from '@portico/domain/library/library-schema';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { AdminListPage } from '../../../components/admin-list-page';
import { useCorporateForms } from '../api/get-corporate-forms';
import { libraryDocColumns } from './library-admin-columns';
import { useEditDeleteRows } from '../../../components/data-table/use-edit-delete-rows';
import { useDeleteLibraryDoc } from '../api/library-admin';
import { shownToReader } from '../../../components/bilingual/use-shown-in';
import { formatLibraryTerm, libraryOptions } from '../library-labels';

const LIST_OPTIONS: ListStateOptions<FormSort, string, 'category'> = {
  sorts: FORM_SORTS,
  view: { sort: 'name', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
  filters: { category: FORM_CATEGORY_NAMES },
};

const column = createColumnHelper<CorporateForm>();
/** The name the reader sees (decision 065), for the deletion's question and its message. */
const formName = (form: CorporateForm) => shownToReader(form, ['name']).texts.name;

/** `/admin/corporate-forms` (Admins): every corporate form, searched and filtered by category. */
export function CorporateFormsAdminPage() {
  const { t, i18n } = useLingui();
  const list = useListState(LIST_OPTIONS);
  const category = list.filters.category;
  const forms = useCorporateForms({ ...pageQueryOf(list), category });
  const rows = useEditDeleteRows({
    title: t`Corporate Forms`,
    remove: useDeleteLibraryDoc('form'),
    failedTitle: t`The document could not be deleted`,
    nameOf: formName,
  });
  const { actions } = rows;

  const columns = useMemo(
    () =>
      libraryDocColumns<CorporateForm>({
        i18n,
        base: '/admin/corporate-forms',
        files: (form) => form.attachments.length,
        actions,
        afterName: [
          column.accessor('region', {
            header: t`Region`,
            cell: ({ getValue }) => {
              const region = getValue();
              return region && formatLibraryTerm(region);
            },
            enableSorting: false,
          }),
        ],
      }),
    [actions, i18n, t],
  );

  return (
    <AdminListPage
      title={t`Corporate Forms Administration`}
      newAction={{ label: t`New Form`, to: '/admin/corporate-forms/new' }}
      feedback={rows.feedback}
      deleting={rows.deleting}
    >
      <DataTable
        label={t`Corporate forms`}
        columns={columns}
        list={list}
        result={forms}
        getRowId={(form) => form.id}
        minWidth={700}
        errorMessage={t`The forms could not be loaded.`}
        filters={
          <FilterSelect
            label={t`Category`}
            allLabel={t`All categories`}
            options={libraryOptions(FORM_CATEGORY_NAMES)}
            value={category}
            onChange={(value) => list.setFilter('category', value)}
            width={200}
          />
        }
      />
    </AdminListPage>
  );
}
