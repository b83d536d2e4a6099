import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { SubstitutionRow } from '@portico/domain/approvals/substitute-schemas';
import { formatDate } from '../../../lib/format';
import { useSaveSubstitute } from './api/substitutes-api';
import { SubstituteForm } from './substitute-form';
import { closeUnlessSaving } from '../../../lib/close-unless-saving';

/** The Add Substitute modal (profile and Admin screen); it closes once the server has saved. */
export function SubstituteModal({
  forAnyone,
  onClose,
  onSaved,
}: {
  forAnyone: boolean;
  onClose: () => void;
  onSaved: (saved: SubstitutionRow) => void;
}) {
  const { t } = useLingui();
  const save = useSaveSubstitute();
  const close = closeUnlessSaving(save, onClose);
  return (
    <Modal opened onClose={close} title={t`Add Substitute`} centered>
      <SubstituteForm
        forAnyone={forAnyone}
        saving={save.isPending}
        serverError={save.error}
        onCancel={close}
        onSubmit={(values) =>
          save.mutate(
            forAnyone
              ? {
                  personId: values.personId ?? '',
                  substituteId: values.substituteId,
                  from: values.from,
                  to: values.to,
                }
              : { substituteId: values.substituteId, from: values.from, to: values.to },
            { onSuccess: onSaved },
          )
        }
      />
    </Modal>
  );
}

/** How a range reads in the flash messages: 'Blair Chen approves for Drew Okafor, Mar 1 – Mar 14, 2026'. */
export const rangeLabel = (row: SubstitutionRow) => {
  const substitute = row.substituteName;
  const person = row.personName;
  const from = formatDate(row.from) ?? '';
  const to = formatDate(row.to) ?? '';
  return i18n._(msg`${substitute} approves for ${person}, ${from} – ${to}`);
};
