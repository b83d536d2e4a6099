import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import {
  ownSubstitutionInputSchema,
  substitutionInputSchema,
} from '@portico/domain/approvals/substitute-schemas';
import { DateField } from '../../../components/form-fields/date-field';
import { FormActions, FormFrame } from '../../../components/form-fields/form-frame';
import { PersonPickerField } from '../../../components/form-fields/person-picker-field';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';

export interface SubstituteValues {
  personId?: string;
  substituteId: string;
  from: string;
  to: string;
}

/**
 * "I am away 1–14 March, Blair approves for me": who approves, the first and the last day
 * (both included). An Admin also chooses who is away (`forAnyone`).
 */
export function SubstituteForm({
  forAnyone,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: {
  forAnyone: boolean;
  onSubmit: (values: SubstituteValues) => void;
  onCancel: () => void;
  saving: boolean;
  serverError: Error | null;
}) {
  const { t } = useLingui();
  const labels: Record<keyof SubstituteValues, string> = useMemo(
    () => ({ personId: t`Away`, substituteId: t`Substitute`, from: t`First day`, to: t`Last day` }),
    [t],
  );
  const { handleSubmit, field } = useSchemaForm<SubstituteValues, SubstituteValues>({
    schema: forAnyone ? substitutionInputSchema : ownSubstitutionInputSchema,
    defaultValues: { ...(forAnyone ? { personId: '' } : {}), substituteId: '', from: '', to: '' },
    labels,
    serverError,
  });
  return (
    <FormFrame
      label={t`Substitute approver`}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`The substitute could not be saved`}
      fieldLabels={labels}
    >
      {forAnyone && <PersonPickerField {...field('personId')} initial={null} required />}
      <PersonPickerField
        {...field('substituteId')}
        initial={null}
        required
        description={
          forAnyone
            ? t`They approve for the person who is away, then the range ends by itself.`
            : t`They approve for you while you are away, then the range ends by itself.`
        }
      />
      <DateField {...field('from')} required minDate={new Date()} />
      <DateField {...field('to')} required minDate={new Date()} />
      <FormActions onCancel={onCancel} saving={saving} />
    </FormFrame>
  );
}
