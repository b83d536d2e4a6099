import '../../lib/mantine-styles-later';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { QUOTE_SORTS, type QuoteAdminRow, type QuoteSort } from '@portico/domain/quotes/quote-admin';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { DataTable } from '../../components/data-table/data-table';
import { EditDeleteActions } from '../../components/data-table/edit-delete-actions';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { SuccessAlert } from '../../components/success-alert';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { AdminListPage } from '../../components/admin-list-page';
import { useDeleteQuote } from './api/delete-quote';
import { useQuotesAdmin } from './api/get-quotes-admin';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';

// The form (zod, the fields) loads when a quote is first added or edited.
const QuoteModal = lazy(() => import('./quote-modal').then(({ QuoteModal }) => ({ default: QuoteModal })));

const TITLE = 'Quotes';

const LIST_OPTIONS: ListStateOptions<QuoteSort> = {
  sorts: QUOTE_SORTS,
  view: { sort: 'author', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
};

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; quote: QuoteAdminRow };

const column = createColumnHelper<QuoteAdminRow>();
const nameOf = (quote: QuoteAdminRow) => `the quote by ${quote.author}`;

/**
 * `/admin/quotes` (Admins): the motivational quotes the loading screen draws from after signing
 * in (spec §1). With none left, it shows its first built-in quote (spec §8).
 */
export function QuotesAdminPage() {
  const list = useListState(LIST_OPTIONS);
  const quotes = useQuotesAdmin(pageQueryOf(list));
  const remove = useDeleteQuote();
  const { reset } = remove;
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<QuoteAdminRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const askDelete = useCallback(
    (quote: QuoteAdminRow) => {
      reset();
      setDeleting(quote);
    },
    [reset],
  );

  const columns = useMemo(
    () => [
      column.accessor('quote', { header: 'Quote', enableHiding: false }),
      column.accessor('author', { header: 'Author' }),
      column.display({
        ...ACTIONS_COLUMN,
        cell: ({ row: { original } }) => (
          <EditDeleteActions
            name={nameOf(original)}
            onEdit={() => setEditing({ kind: 'edit', quote: original })}
            onDelete={() => askDelete(original)}
          />
        ),
      }),
    ],
    [askDelete],
  );

  return (
    <AdminListPage
      title={TITLE}
      newAction={{ label: 'New Quote', onClick: () => setEditing({ kind: 'new' }) }}
      feedback={
        <>
          {done && (
            <SuccessAlert title={TITLE} onClose={() => setDone(null)}>
              {done}
            </SuccessAlert>
          )}
          <ServerErrorAlert error={remove.error} fallbackTitle="The quote could not be deleted" />
        </>
      }
      modals={
        <>
          {editing.kind !== 'closed' && (
            <Suspense fallback={null}>
              <QuoteModal
                quote={editing.kind === 'edit' ? editing.quote : null}
                onClose={() => setEditing({ kind: 'closed' })}
                onSaved={(saved, isNew) => {
                  setEditing({ kind: 'closed' });
                  reset();
                  setDone(`The quote by ${saved.author} was ${isNew ? 'added' : 'saved'}.`);
                }}
              />
            </Suspense>
          )}
          <ConfirmDeleteModal
            opened={deleting !== null}
            deleting={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDone(`The quote by ${deleting.author} was deleted.`);
                  setDeleting(null);
                },
                onError: () => setDeleting(null),
              });
            }}
          />
        </>
      }
    >
      <DataTable
        label="Quotes"
        columns={columns}
        list={list}
        result={quotes}
        getRowId={(quote) => quote.id}
        minWidth={640}
        errorMessage="The quotes could not be loaded. Only Admins can manage the quotes."
      />
    </AdminListPage>
  );
}
