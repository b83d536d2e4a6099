import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { BusinessUnitRow } from '@portico/domain/business-units/business-unit-admin';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { SuccessAlert } from '../../components/success-alert';
import { useChangeBusinessUnitLeader } from './api/change-business-unit-leader';
import { useCreateBusinessUnit } from './api/create-business-unit';
import { useDeleteBusinessUnit } from './api/delete-business-unit';
import { BusinessUnitForm, type BusinessUnitSubmission } from './business-unit-form';

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; unit: BusinessUnitRow };

/**
 * Adding a unit, choosing another leader and deleting a unit, from the list: the modal form,
 * the delete confirmation (spec §8), and an inline message that says what happened.
 */
export function useBusinessUnitEditor(title: string) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<BusinessUnitRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const create = useCreateBusinessUnit();
  const changeLeader = useChangeBusinessUnitLeader();
  const remove = useDeleteBusinessUnit();
  const save = editing.kind === 'edit' ? changeLeader : create;
  const { reset: resetRemove } = remove;

  const close = () => {
    if (save.isPending) return;
    create.reset();
    changeLeader.reset();
    setEditing({ kind: 'closed' });
  };

  const submit = (values: BusinessUnitSubmission) => {
    const saved = (message: string) => {
      setEditing({ kind: 'closed' });
      setDone(message);
    };
    if (editing.kind === 'edit') {
      changeLeader.mutate(
        { unitId: editing.unit.id, leaderId: values.leaderId },
        {
          onSuccess: (unit) => {
            const name = unit.name;
            const leader = unit.leader?.name;
            saved(leader ? t`${name} is now led by ${leader}.` : t`${name} is now led by nobody.`);
          },
        },
      );
    } else if ('name' in values) {
      create.mutate(values, {
        onSuccess: (unit) => {
          const name = unit.name;
          saved(t({ context: 'business unit', message: `${name} was added.` }));
        },
      });
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        const name = deleting.name;
        setDone(t`${name} was deleted.`);
        setDeleting(null);
      },
      onError: () => setDeleting(null),
    });
  };

  const feedback = (
    <>
      {done && (
        <SuccessAlert title={title} onClose={() => setDone(null)}>
          {done}
        </SuccessAlert>
      )}
      <ServerErrorAlert error={remove.error} fallbackTitle={t`The business unit could not be deleted`} />
    </>
  );

  const modals = (
    <>
      <Modal
        opened={editing.kind !== 'closed'}
        onClose={close}
        title={editing.kind === 'edit' ? t`Edit Business Unit` : t`New Business Unit`}
        centered
      >
        {/* Mounted only while open, so each opening starts from the unit as it is. */}
        {editing.kind !== 'closed' && (
          <BusinessUnitForm
            unit={editing.kind === 'edit' ? editing.unit : null}
            saving={save.isPending}
            serverError={save.error}
            onSubmit={submit}
            onCancel={close}
          />
        )}
      </Modal>
      <ConfirmDeleteModal
        opened={deleting !== null}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );

  const openNew = useCallback(() => {
    setDone(null);
    setEditing({ kind: 'new' });
  }, []);
  const openEdit = useCallback((unit: BusinessUnitRow) => {
    setDone(null);
    setEditing({ kind: 'edit', unit });
  }, []);
  const askDelete = useCallback(
    (unit: BusinessUnitRow) => {
      resetRemove();
      setDeleting(unit);
    },
    [resetRemove],
  );

  return { openNew, openEdit, askDelete, feedback, modals };
}
