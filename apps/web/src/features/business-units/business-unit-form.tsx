import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import {
  businessUnitInputSchema,
  businessUnitLeaderSchema,
  type BusinessUnitFormValues,
  type BusinessUnitInput,
  type BusinessUnitLeaderChange,
  type BusinessUnitRow,
} from '@portico/domain/business-units/business-unit-admin';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { TextField } from '../../components/form-fields/text-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { PersonPicker } from '../../components/person-picker';
import type { PersonOption } from '../../lib/api/search-people';

/** What the form hands on: a new unit's name and leader, or an existing unit's new leader. */
export type BusinessUnitSubmission = BusinessUnitInput | BusinessUnitLeaderChange;

interface BusinessUnitFormProps {
  /** The unit whose leader is changed; null for a new unit. */
  unit: BusinessUnitRow | null;
  saving: boolean;
  serverError: Error | null;
  /** A new unit's name and leader, or (for a unit) its new leader alone. */
  onSubmit: (values: BusinessUnitSubmission) => void;
  onCancel: () => void;
}

/** The current leader as the picker shows them; none once they have left (a new one is due). */
function leaderOption(unit: BusinessUnitRow | null): PersonOption | null {
  const leader = unit?.leader;
  if (!leader?.current) return null;
  return { id: leader.id, name: leader.name, title: leader.title, department: null, email: null };
}

/**
 * A new business unit (its department's name and its leader) or another leader for one. The
 * name is the HR record's department and is not changed afterwards (docs/business-units.md).
 */
export function BusinessUnitForm({ unit, saving, serverError, onSubmit, onCancel }: BusinessUnitFormProps) {
  const { t } = useLingui();
  const FIELD_LABELS: Record<keyof BusinessUnitFormValues, string> = useMemo(
    () => ({ name: t`Name`, leaderId: t`Leader` }),
    [t],
  );
  const initial = leaderOption(unit);
  const unitName = unit?.name;
  const { control, handleSubmit, field } = useSchemaForm<BusinessUnitFormValues, BusinessUnitSubmission>({
    // Another leader is checked alone: the unit's name is shown, not edited.
    schema: unit ? businessUnitLeaderSchema : businessUnitInputSchema,
    defaultValues: { name: unit?.name ?? '', leaderId: initial?.id ?? null },
    labels: FIELD_LABELS,
    serverError,
  });

  return (
    <FormFrame
      label={t`Business unit`}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`The business unit could not be saved`}
      fieldLabels={FIELD_LABELS}
    >
      {unit ? (
        <Text size="sm">
          <Trans>
            <Text span fw={700}>
              {unitName}
            </Text>
            : its org chart starts at the leader, with the department’s people who report to them.
          </Trans>
        </Text>
      ) : (
        <TextField
          {...field('name')}
          required
          data-autofocus
          description={t`The department as the HR record spells it: its current employees are on the unit’s org chart.`}
        />
      )}
      <Controller
        name="leaderId"
        control={control}
        render={({ field: leader, fieldState }) => (
          <PersonPicker
            label={FIELD_LABELS.leaderId}
            required
            description={t`A current employee; the org chart starts at them.`}
            value={leader.value}
            initial={initial}
            onChange={(person) => leader.onChange(person?.id ?? null)}
            onBlur={leader.onBlur}
            inputRef={leader.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormActions onCancel={onCancel} saving={saving} />
    </FormFrame>
  );
}
