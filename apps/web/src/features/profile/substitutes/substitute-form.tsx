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

const FIELD_LABELS: Record<keyof SubstituteValues, string> = {
  personId: 'Away',
  substituteId: 'Substitute',
  from: 'First day',
  to: 'Last day',
};

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
  const { handleSubmit, field } = useSchemaForm<SubstituteValues, SubstituteValues>({
    schema: forAnyone ? substitutionInputSchema : ownSubstitutionInputSchema,
    defaultValues: { ...(forAnyone ? { personId: '' } : {}), substituteId: '', from: '', to: '' },
    labels: FIELD_LABELS,
    serverError,
  });
  return (
    <FormFrame
      label="Substitute approver"
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle="The substitute could not be saved"
      fieldLabels={FIELD_LABELS}
    >
      {forAnyone && <PersonPickerField {...field('personId')} initial={null} required />}
      <PersonPickerField
        {...field('substituteId')}
        initial={null}
        required
        description={
          forAnyone
            ? 'They approve for the person who is away, then the range ends by itself.'
            : 'They approve for you while you are away, then the range ends by itself.'
        }
      />
      <DateField {...field('from')} required minDate={new Date()} />
      <DateField {...field('to')} required minDate={new Date()} />
      <FormActions onCancel={onCancel} saving={saving} />
    </FormFrame>
  );
}
