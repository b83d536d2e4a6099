import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  wallOfWowInputSchema,
  type WallOfWowInput,
  type WallOfWowValues,
} from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { TextField } from '../../components/form-fields/text-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { PersonPicker } from '../../components/person-picker';
import type { PersonOption } from '../../lib/api/search-people';

const FIELD_LABELS: Record<keyof WallOfWowInput, string> = {
  month: 'Month',
  winnerId: 'Winner',
  nominatedBy: 'Nominated By',
  value: 'Value',
};

export const EMPTY_WALL_OF_WOW: WallOfWowInput = { month: '', winnerId: '', nominatedBy: '', value: '' };

interface WallOfWowFormProps {
  defaultValues: WallOfWowInput;
  /** The saved entry's winner, so the picker shows their name. */
  winner: PersonOption | null;
  onSubmit: (values: WallOfWowValues) => void;
  onCancel: () => void;
  saving: boolean;
  serverError: Error | null;
}

/** A month's Wall of Wow (spec §3): month, winner, who nominated them, the value; the server's schema. */
export function WallOfWowForm({
  defaultValues,
  winner,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: WallOfWowFormProps) {
  const { control, handleSubmit, field } = useSchemaForm<WallOfWowInput, WallOfWowValues>({
    schema: wallOfWowInputSchema,
    defaultValues,
    labels: FIELD_LABELS,
    serverError,
  });
  const [chosen] = useState(winner);

  return (
    <FormFrame
      label="Wall of Wow"
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle="The Wall of Wow entry could not be saved"
      fieldLabels={FIELD_LABELS}
    >
      {/* The browser's month picker where it has one; elsewhere the text 'YYYY-MM'. */}
      <TextField {...field('month')} type="month" placeholder="YYYY-MM" required data-autofocus />
      <Controller
        name="winnerId"
        control={control}
        render={({ field: picked, fieldState }) => (
          <PersonPicker
            label={FIELD_LABELS.winnerId}
            required
            value={picked.value || null}
            initial={chosen}
            onChange={(person) => picked.onChange(person?.id ?? '')}
            onBlur={picked.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        {...field('nominatedBy')}
        required
        description="A colleague, a team or a client, as on the nomination."
      />
      <TextField {...field('value')} required description="The company value the winner lived." />
      <FormActions onCancel={onCancel} saving={saving} />
    </FormFrame>
  );
}
