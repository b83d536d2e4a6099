import '../../../lib/mantine-styles-later';
import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  DOC_TYPES,
  TRAINING_CATEGORY_NAMES,
  type DocType,
  type TrainingCategory,
} from '@portico/domain/library/library-constants';
import {
  TRAINING_SORTS,
  type TrainingDocAdminRow,
  type TrainingSort,
} from '@portico/domain/library/library-schema';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { formatDate } from '../../../lib/format';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { AdminListPage } from '../../../components/admin-list-page';
import { useTrainingDocsAdmin, useDeleteLibraryDoc } from '../api/library-admin';
import { libraryDocColumns } from './library-admin-columns';
import { useEditDeleteRows } from '../../../components/data-table/use-edit-delete-rows';
import { shownToReader } from '../../../components/bilingual/use-shown-in';
import { formatLibraryTerm, libraryOptions } from '../library-labels';

const LIST_OPTIONS: ListStateOptions<TrainingSort, string, 'type' | 'category'> = {
  sorts: TRAINING_SORTS,
  view: { sort: 'createdAt', order: 'desc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
  filters: { type: DOC_TYPES, category: TRAINING_CATEGORY_NAMES },
};

const column = createColumnHelper<TrainingDocAdminRow>();
/** The name the reader sees (decision 065), for the deletion's question and its message. */
const docName = (doc: TrainingDocAdminRow) => shownToReader(doc, ['name']).texts.name;

/**
 * `/admin/training-docs` (Admins): every training and Covid-19 document, searched and filtered
 * by type and category; each opens its form, where its files are added and removed.
 */
export function TrainingDocsAdminPage() {
  const { t, i18n } = useLingui();
  const list = useListState(LIST_OPTIONS);
  const type = list.filters.type as DocType | undefined;
  const category = list.filters.category as TrainingCategory | undefined;
  const docs = useTrainingDocsAdmin({ ...pageQueryOf(list), type, category });
  const rows = useEditDeleteRows({
    title: t`Training Library`,
    remove: useDeleteLibraryDoc('training'),
    failedTitle: t`The document could not be deleted`,
    nameOf: docName,
  });
  const { actions } = rows;

  const columns = useMemo(
    () =>
      libraryDocColumns<TrainingDocAdminRow>({
        i18n,
        base: '/admin/training-docs',
        files: (doc) => doc.attachmentCount,
        actions,
        afterName: [
          column.accessor('type', {
            header: t`Type`,
            cell: ({ getValue }) => formatLibraryTerm(getValue()),
            enableSorting: false,
          }),
        ],
        afterFiles: [
          column.accessor('createdAt', { header: t`Added`, cell: ({ getValue }) => formatDate(getValue()) }),
        ],
      }),
    [actions, i18n, t],
  );

  return (
    <AdminListPage
      title={t`Training Library Administration`}
      newAction={{ label: t`New Training`, to: '/admin/training-docs/new' }}
      feedback={rows.feedback}
      deleting={rows.deleting}
    >
      <DataTable
        label={t`Trainings and Covid-19 documents`}
        columns={columns}
        list={list}
        result={docs}
        getRowId={(doc) => doc.id}
        minWidth={760}
        errorMessage={t`The documents could not be loaded. Only Admins can manage the Training Library.`}
        filters={
          <Group gap="sm">
            <FilterSelect
              label={t`Type`}
              allLabel={t`All types`}
              options={libraryOptions(DOC_TYPES)}
              value={type}
              onChange={(value) => list.setFilter('type', value)}
              width={180}
            />
            <FilterSelect
              label={t`Category`}
              allLabel={t`All categories`}
              options={libraryOptions(TRAINING_CATEGORY_NAMES)}
              value={category}
              onChange={(value) => list.setFilter('category', value)}
              width={200}
            />
          </Group>
        }
      />
    </AdminListPage>
  );
}
