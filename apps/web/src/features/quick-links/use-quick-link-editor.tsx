import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { CompanyOption, QuickLink } from '@portico/domain/quick-links/quick-link-schema';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { SuccessAlert } from '../../components/success-alert';
import { useMe } from '../../lib/api/get-me';
import { withCatalogues } from '../../lib/i18n';
import { useDeleteQuickLink } from './api/delete-quick-link';
import { shownLabel } from './shown-label';

// The form (zod, the icon picker, the colour input) loads when a link is first added or edited,
// so the dashboard's first load stays light (DESIGN §9).
const QuickLinkModal = lazy(
  withCatalogues(() =>
    import('./quick-link-modal').then(({ QuickLinkModal }) => ({ default: QuickLinkModal })),
  ),
);

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; link: QuickLink };

/** What was done last, said in the language of the moment. */
type Done = { what: 'added' | 'saved' | 'deleted'; label: string };

function DoneText({ done: { what, label } }: { done: Done }) {
  if (what === 'added') return <Trans>“{label}” was added.</Trans>;
  if (what === 'saved') return <Trans>“{label}” was saved.</Trans>;
  return <Trans>“{label}” was deleted.</Trans>;
}

/**
 * Adding, editing and deleting links, for the dashboard grid and the quick links table alike:
 * the New Link / Edit Link modal, the delete confirmation (spec §8), and an inline message that
 * says what happened.
 */
export function useQuickLinkEditor(corporate?: {
  companies: readonly CompanyOption[];
  companyId: string | null;
}) {
  const { t } = useLingui();
  const me = useMe();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<QuickLink | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const remove = useDeleteQuickLink();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDone({ what: 'deleted', label: shownLabel(deleting).texts.label });
        setDeleting(null);
      },
      onError: () => setDeleting(null),
    });
  };

  const feedback = (
    <>
      {done && (
        <SuccessAlert title={t`Quick links`} onClose={() => setDone(null)}>
          <DoneText done={done} />
        </SuccessAlert>
      )}
      <ServerErrorAlert error={remove.error} fallbackTitle={t`The quick link could not be deleted`} />
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
              setDone({ what: isNew ? 'added' : 'saved', label: shownLabel(link).texts.label });
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
