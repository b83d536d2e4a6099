import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { QUICK_LINK_SORTS, type QuickLinkSort } from '@portico/domain/quick-links/quick-link-schema';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { DataTable } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { AdminListPage } from '../../components/admin-list-page';
import { useCompanies } from './api/get-companies';
import { useCorporateLinksAdmin } from './api/get-corporate-links-admin';
import { quickLinkColumns } from './quick-link-columns';
import { useQuickLinkEditor } from './use-quick-link-editor';

const LIST_OPTIONS: ListStateOptions<QuickLinkSort, string, 'company'> = {
  sorts: QUICK_LINK_SORTS,
  view: { sort: 'label', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
  filters: { company: 'text' },
};

/**
 * Corporate links by company (`/admin/quick-links`, Admins): a link for one company shows in
 * its employees' sidebar and dashboard, and they are told of it; a link for every company,
 * everyone's. Adding, editing and deleting go through the quick-link calls and are audited.
 */
export function CorporateLinksAdminPage() {
  const { _: translate } = useLingui();
  const title = translate(msg`Corporate Links`);
  const list = useListState(LIST_OPTIONS);
  const companyId = list.filters.company;
  const companies = useCompanies();
  const links = useCorporateLinksAdmin({ ...pageQueryOf(list), companyId });
  const editor = useQuickLinkEditor({ companies: companies.data?.items ?? [], companyId: companyId ?? null });
  const { openEdit, askDelete } = editor;
  const columns = useMemo(
    () => quickLinkColumns({ translate, onEdit: openEdit, onDelete: askDelete, byCompany: true }),
    [translate, openEdit, askDelete],
  );

  return (
    <AdminListPage
      title={title}
      newAction={{
        label: translate(msg`New Corporate Link`),
        onClick: editor.openNew,
        disabled: !companies.data,
      }}
      feedback={editor.feedback}
      modals={editor.modals}
    >
      <DataTable
        label={title}
        columns={columns}
        list={list}
        result={links}
        getRowId={(link) => link.id}
        minWidth={640}
        errorMessage={translate(
          msg`The corporate links could not be loaded. Only Admins can manage corporate links.`,
        )}
        filters={
          <FilterSelect
            label={translate(msg`Company`)}
            allLabel={translate(msg`All companies`)}
            options={(companies.data?.items ?? []).map((company) => ({
              value: company.id,
              label: company.name,
            }))}
            value={companyId}
            onChange={(value) => list.setFilter('company', value)}
            width={260}
          />
        }
      />
    </AdminListPage>
  );
}
