import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import {
  wallOfWowInputSchema,
  type WallOfWowInput,
  type WallOfWowValues,
} from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { BilingualTitleFields } from '../../components/form-fields/language-fieldset';
import { TextField } from '../../components/form-fields/text-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { PersonPicker } from '../../components/person-picker';
import type { PersonOption } from '../../lib/api/search-people';

export const EMPTY_WALL_OF_WOW: WallOfWowInput = {
  month: '',
  winnerId: '',
  nominatedBy: '',
  value: '',
  valueFr: '',
};

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
  const { t } = useLingui();
  // Built again in the reader's language when it changes (t is new with each language).
  const labels = useMemo<Record<keyof WallOfWowInput, string>>(
    () => ({
      month: t`Month`,
      winnerId: t`Winner`,
      nominatedBy: t`Nominated By`,
      value: t`Value`,
      valueFr: t`French value`,
    }),
    [t],
  );
  const { control, handleSubmit, field } = useSchemaForm<WallOfWowInput, WallOfWowValues>({
    schema: wallOfWowInputSchema,
    defaultValues,
    labels,
    serverError,
  });
  const [chosen] = useState(winner);

  return (
    <FormFrame
      label={t`Wall of Wow`}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`The Wall of Wow entry could not be saved`}
      fieldLabels={labels}
    >
      {/* The browser's month picker where it has one; elsewhere the text 'YYYY-MM'. */}
      <TextField {...field('month')} type="month" placeholder={t`YYYY-MM`} required data-autofocus />
      <Controller
        name="winnerId"
        control={control}
        render={({ field: picked, fieldState }) => (
          <PersonPicker
            label={labels.winnerId}
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
        description={t`A colleague, a team or a client, as on the nomination.`}
      />
      {/* The value in English, in French or both (decision 065). */}
      <BilingualTitleFields
        hint={t`The company value the winner lived, in English, in French or both.`}
        english={field('value')}
        french={field('valueFr')}
        focusFirst={false}
      />
      <FormActions onCancel={onCancel} saving={saving} submitLabel={t`Save`} />
    </FormFrame>
  );
}
