import { Suspense, useCallback, useState, type ReactNode } from 'react';

/** Which row a list's modal is open for: none, a new one, or a saved row. */
type Editing<Row> = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; row: Row };

const CLOSED = { kind: 'closed' } as const;

interface AdminEditingOptions {
  /** Says what happened (the list's green alert, `useFlashAlert`'s `say`). */
  say: (message: string | null) => void;
  /** The list's delete call: a save clears the refusal it may still show. */
  remove: { reset: () => void };
}

/**
 * The New / Edit modal of an admin list (Quotes, Sites, Substitute Approvers, the holiday
 * calendars), written once so that every list's modal behaves alike: opening it clears the last
 * message (as a Delete does), and a save closes it, clears the delete's refusal and says what
 * was saved. `whileOpen` renders the page's modal for the row (null: a new one); a lazily
 * loaded modal shows nothing until it has loaded. A list that only adds leaves `Row` out.
 */
export function useAdminEditing<Row = never>({ say, remove: { reset } }: AdminEditingOptions) {
  const [editing, setEditing] = useState<Editing<Row>>(CLOSED);
  const openNew = useCallback(() => {
    say(null);
    setEditing({ kind: 'new' });
  }, [say]);
  const openEdit = useCallback(
    (row: Row) => {
      say(null);
      setEditing({ kind: 'edit', row });
    },
    [say],
  );
  const close = () => setEditing(CLOSED);
  const saved = (message: string) => {
    setEditing(CLOSED);
    reset();
    say(message);
  };
  const whileOpen = (modal: (row: Row | null) => ReactNode) =>
    editing.kind === 'closed' ? null : (
      <Suspense fallback={null}>{modal(editing.kind === 'edit' ? editing.row : null)}</Suspense>
    );
  return { openNew, openEdit, close, saved, whileOpen };
}
