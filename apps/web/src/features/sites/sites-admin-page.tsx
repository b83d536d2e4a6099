import '../../lib/mantine-styles-later';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { SITE_SORTS, type SiteRow, type SiteSort } from '@portico/domain/sites/site-admin';
import { AdminListPage } from '../../components/admin-list-page';
import { DataTable } from '../../components/data-table/data-table';
import { useRowDelete } from '../../components/data-table/use-row-delete';
import { useAdminEditing } from '../../components/use-admin-editing';
import { useFlashAlert } from '../../components/use-flash-alert';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { useDeleteSite } from './api/delete-site';
import { useSites } from './api/get-sites';
import { siteColumns } from './site-columns';

// The form (zod, the time zones) loads when a site is first added or edited.
const SiteModal = lazy(() => import('./site-modal').then(({ SiteModal }) => ({ default: SiteModal })));

const LIST_OPTIONS: ListStateOptions<SiteSort> = {
  sorts: SITE_SORTS,
  view: { sort: 'name', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
};

/**
 * `/admin/sites` (Admins; docs/sites.md): where people work, the time zone their day turns in,
 * the days they work, how many work there, and each site's holidays. A site where current
 * employees work cannot be deleted.
 */
export function SitesAdminPage() {
  const { t } = useLingui();
  const { _: translate } = useLinguiRuntime();
  const TITLE = t`Sites`;
  const list = useListState(LIST_OPTIONS);
  const sites = useSites(pageQueryOf(list));
  const remove = useDeleteSite();
  const flash = useFlashAlert(TITLE);
  const { askDelete, ...deleting } = useRowDelete({
    remove,
    idOf: (site: SiteRow) => site.id,
    nameOf: (site) => site.name,
    failedTitle: t`The site could not be deleted`,
    say: flash.say,
    deletedMessage: (site) => {
      const name = site.name;
      return t`${name} was deleted, with its holidays.`;
    },
  });
  const editing = useAdminEditing<SiteRow>({ say: flash.say, remove });
  const { openEdit } = editing;
  const columns = useMemo(
    () => siteColumns(translate, { onEdit: openEdit, onDelete: askDelete }),
    [translate, askDelete, openEdit],
  );

  return (
    <AdminListPage
      title={TITLE}
      newAction={{ label: t`New Site`, onClick: editing.openNew }}
      feedback={flash.alert}
      deleting={deleting}
      modals={editing.whileOpen((site) => (
        <SiteModal
          site={site}
          onClose={editing.close}
          onSaved={(saved, isNew) => {
            const name = saved.name;
            editing.saved(
              isNew
                ? t`${name} was added. Add its holidays from its row.`
                : t`${name} was saved. Its people’s day and working days follow it from now on.`,
            );
          }}
        />
      ))}
    >
      <DataTable
        label={TITLE}
        columns={columns}
        list={list}
        result={sites}
        getRowId={(site) => site.id}
        minWidth={720}
        errorMessage={t`The sites could not be loaded. Only Admins can manage sites.`}
      />
    </AdminListPage>
  );
}
