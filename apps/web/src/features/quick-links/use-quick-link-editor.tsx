import { lazy, Suspense, useState } from 'react';
import type { CompanyOption, QuickLink } from '@portico/domain/quick-links/quick-link-schema';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { SuccessAlert } from '../../components/success-alert';
import { useMe } from '../../lib/api/get-me';
import { useDeleteQuickLink } from './api/delete-quick-link';

// The form (zod, the icon picker, the colour input) loads when a link is first added or edited,
// so the dashboard's first load stays light (DESIGN §9).
const QuickLinkModal = lazy(() =>
  import('./quick-link-modal').then(({ QuickLinkModal }) => ({ default: QuickLinkModal })),
);

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; link: QuickLink };

/**
 * Adding, editing and deleting links, for the dashboard grid and the quick links table alike:
 * the New Link / Edit Link modal, the delete confirmation (spec §8), and an inline message that
 * says what happened.
 */
export function useQuickLinkEditor(corporate?: {
  companies: readonly CompanyOption[];
  companyId: string | null;
}) {
  const me = useMe();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<QuickLink | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useDeleteQuickLink();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDone(`“${deleting.label}” was deleted.`);
        setDeleting(null);
      },
      onError: () => setDeleting(null),
    });
  };

  const feedback = (
    <>
      {done && (
        <SuccessAlert title="Quick links" onClose={() => setDone(null)}>
          {done}
        </SuccessAlert>
      )}
      <ServerErrorAlert error={remove.error} fallbackTitle="The quick link could not be deleted" />
    </>
  );

  const modals = (
    <>
      {editing.kind !== 'closed' && (
        <Suspense fallback={null}>
          <QuickLinkModal
            opened
            link={editing.kind === 'edit' ? editing.link : null}
            offerCorporate={me.data?.roles.includes('Admin') ?? false}
            companies={corporate?.companies}
            companyId={corporate?.companyId}
            onClose={() => setEditing({ kind: 'closed' })}
            onSaved={(link, isNew) => {
              setEditing({ kind: 'closed' });
              remove.reset();
              setDone(isNew ? `“${link.label}” was added.` : `“${link.label}” was saved.`);
            }}
          />
        </Suspense>
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );

  return {
    openNew: () => setEditing({ kind: 'new' }),
    openEdit: (link: QuickLink) => setEditing({ kind: 'edit', link }),
    askDelete: (link: QuickLink) => {
      remove.reset();
      setDeleting(link);
    },
    feedback,
    modals,
  };
}
