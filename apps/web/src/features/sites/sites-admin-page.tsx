import '../../lib/mantine-styles-later';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { SITE_SORTS, type SiteRow, type SiteSort } from '@portico/domain/sites/site-admin';
import { AdminListPage } from '../../components/admin-list-page';
import { DataTable } from '../../components/data-table/data-table';
import { useRowDelete } from '../../components/data-table/use-row-delete';
import { useFlashAlert } from '../../components/use-flash-alert';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { useDeleteSite } from './api/delete-site';
import { useSites } from './api/get-sites';
import { siteColumns } from './site-columns';

// The form (zod, the time zones) loads when a site is first added or edited.
const SiteModal = lazy(() => import('./site-modal').then(({ SiteModal }) => ({ default: SiteModal })));

const TITLE = 'Sites';

const LIST_OPTIONS: ListStateOptions<SiteSort> = {
  sorts: SITE_SORTS,
  view: { sort: 'name', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
};

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; site: SiteRow };

/**
 * `/admin/sites` (Admins; docs/sites.md): where people work, the time zone their day turns in,
 * the days they work, how many work there, and each site's holidays. A site where current
 * employees work cannot be deleted.
 */
export function SitesAdminPage() {
  const list = useListState(LIST_OPTIONS);
  const sites = useSites(pageQueryOf(list));
  const remove = useDeleteSite();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const flash = useFlashAlert(TITLE);
  const { say } = flash;
  const { askDelete, errorAlert, modal } = useRowDelete({
    remove,
    idOf: (site: SiteRow) => site.id,
    nameOf: (site) => site.name,
    failedTitle: 'The site could not be deleted',
    say,
    deletedMessage: (site) => `${site.name} was deleted, with its holidays.`,
  });
  const columns = useMemo(
    () =>
      siteColumns({
        onEdit: (site) => {
          say(null);
          setEditing({ kind: 'edit', site });
        },
        onDelete: askDelete,
      }),
    [askDelete, say],
  );

  return (
    <AdminListPage
      title={TITLE}
      newAction={{
        label: 'New Site',
        onClick: () => {
          say(null);
          setEditing({ kind: 'new' });
        },
      }}
      feedback={
        <>
          {flash.alert}
          {errorAlert}
        </>
      }
      modals={
        <>
          {editing.kind !== 'closed' && (
            <Suspense fallback={null}>
              <SiteModal
                site={editing.kind === 'edit' ? editing.site : null}
                onClose={() => setEditing({ kind: 'closed' })}
                onSaved={(saved, isNew) => {
                  setEditing({ kind: 'closed' });
                  remove.reset();
                  say(
                    isNew
                      ? `${saved.name} was added. Add its holidays from its row.`
                      : `${saved.name} was saved. Its people’s day and working days follow it from now on.`,
                  );
                }}
              />
            </Suspense>
          )}
          {modal}
        </>
      }
    >
      <DataTable
        label={TITLE}
        columns={columns}
        list={list}
        result={sites}
        getRowId={(site) => site.id}
        minWidth={720}
        errorMessage="The sites could not be loaded. Only Admins can manage sites."
      />
    </AdminListPage>
  );
}
