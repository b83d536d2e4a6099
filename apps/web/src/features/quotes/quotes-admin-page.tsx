import '../../lib/mantine-styles-later';
import { createColumnHelper } from '@tanstack/react-table';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, useCallback, useMemo } from 'react';
import { QUOTE_SORTS, type QuoteAdminRow, type QuoteSort } from '@portico/domain/quotes/quote-admin';
import { DEFAULT_PAGE_SIZE } from '@portico/domain/shared/list-query';
import { DataTable } from '../../components/data-table/data-table';
import { EditDeleteActions } from '../../components/data-table/edit-delete-actions';
import { DATA_TABLE_PAGE_SIZES, pageQueryOf, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { AdminListPage } from '../../components/admin-list-page';
import { useDeleteQuote } from './api/delete-quote';
import { useQuotesAdmin } from './api/get-quotes-admin';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';
import { useFlashAlert } from '../../components/use-flash-alert';
import { useRowDelete } from '../../components/data-table/use-row-delete';
import { useAdminEditing } from '../../components/use-admin-editing';

// The form (zod, the fields) loads when a quote is first added or edited.
const QuoteModal = lazy(() => import('./quote-modal').then(({ QuoteModal }) => ({ default: QuoteModal })));

const TITLE = msg`Quotes`;

const LIST_OPTIONS: ListStateOptions<QuoteSort> = {
  sorts: QUOTE_SORTS,
  view: { sort: 'author', order: 'asc', pageSize: DEFAULT_PAGE_SIZE, pageSizes: DATA_TABLE_PAGE_SIZES },
};

const column = createColumnHelper<QuoteAdminRow>();

/**
 * `/admin/quotes` (Admins): the motivational quotes the loading screen draws from after signing
 * in (spec §1). With none left, it shows its first built-in quote (spec §8).
 */
export function QuotesAdminPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(TITLE);
  const nameOf = useCallback(
    (quote: QuoteAdminRow) => {
      const author = quote.author;
      return t`the quote by ${author}`;
    },
    [t],
  );
  const list = useListState(LIST_OPTIONS);
  const quotes = useQuotesAdmin(pageQueryOf(list));
  const remove = useDeleteQuote();
  const flash = useFlashAlert(title);
  const { askDelete, ...deleting } = useRowDelete({
    remove,
    idOf: (quote: QuoteAdminRow) => quote.id,
    nameOf,
    failedTitle: t`The quote could not be deleted`,
    say: flash.say,
    deletedMessage: (quote) => {
      const author = quote.author;
      return t`The quote by ${author} was deleted.`;
    },
  });
  const editing = useAdminEditing<QuoteAdminRow>({ say: flash.say, remove });
  const { openEdit } = editing;

  const columns = useMemo(
    () => [
      column.accessor('quote', {
        header: t({ context: 'motivational quote', message: 'Quote' }),
        enableHiding: false,
      }),
      column.accessor('author', { header: t`Author` }),
      column.display({
        ...ACTIONS_COLUMN,
        cell: ({ row: { original } }) => (
          <EditDeleteActions
            name={nameOf(original)}
            onEdit={() => openEdit(original)}
            onDelete={() => askDelete(original)}
          />
        ),
      }),
    ],
    [askDelete, openEdit, nameOf, t],
  );

  return (
    <AdminListPage
      title={title}
      newAction={{ label: t`New Quote`, onClick: editing.openNew }}
      feedback={flash.alert}
      deleting={deleting}
      modals={editing.whileOpen((quote) => (
        <QuoteModal
          quote={quote}
          onClose={editing.close}
          onSaved={(saved, isNew) => {
            const author = saved.author;
            editing.saved(
              isNew ? t`The quote by ${author} was added.` : t`The quote by ${author} was saved.`,
            );
          }}
        />
      ))}
    >
      <DataTable
        label={title}
        columns={columns}
        list={list}
        result={quotes}
        getRowId={(quote) => quote.id}
        minWidth={640}
        errorMessage={t`The quotes could not be loaded. Only Admins can manage the quotes.`}
      />
    </AdminListPage>
  );
}
