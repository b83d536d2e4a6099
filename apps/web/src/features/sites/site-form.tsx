import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { siteInputSchema, type SiteInput, type SiteValues } from '@portico/domain/sites/site-admin';
import { WEEKDAYS } from '@portico/domain/sites/site-texts';
import { ChipsField } from '../../components/form-fields/chips-field';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { SelectField } from '../../components/form-fields/select-field';
import { TextField } from '../../components/form-fields/text-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { timeZoneOptions } from './time-zones';
import { WEEKDAY_LABELS, WEEKDAY_SHORT_LABELS } from './weekday-labels';

/** The domain's SITE_FIELD_LABELS in the reader's language. */
const fieldLabels = (translate: I18n['_']): Record<keyof SiteInput, string> => ({
  name: translate(msg`Name`),
  country: translate(msg`Country`),
  timeZone: translate(msg`Time zone`),
  workingWeek: translate(msg`Working week`),
});

/** The week's days as chips, Sunday first. */
const weekdayOptions = (translate: I18n['_']) =>
  WEEKDAYS.map((day) => ({
    value: day,
    label: translate(WEEKDAY_SHORT_LABELS[day]),
    name: translate(WEEKDAY_LABELS[day]),
  }));

/** A new site starts as a Canadian office does: Monday to Friday. */
export const NEW_SITE: SiteInput = { name: '', country: '', timeZone: '', workingWeek: [1, 2, 3, 4, 5] };

interface SiteFormProps {
  defaultValues: SiteInput;
  onSubmit: (values: SiteValues) => void;
  onCancel: () => void;
  saving: boolean;
  serverError: Error | null;
}

/**
 * A site: its name (the HR import's Site__c names it), its country, the time zone its people's
 * day turns in, and the days they work; checked with the server's schema and messages.
 */
export function SiteForm({ defaultValues, onSubmit, onCancel, saving, serverError }: SiteFormProps) {
  const { t } = useLingui();
  const { _: translate } = useLinguiRuntime();
  const FIELD_LABELS = useMemo(() => fieldLabels(translate), [translate]);
  const WEEKDAY_OPTIONS = useMemo(() => weekdayOptions(translate), [translate]);
  const { handleSubmit, field } = useSchemaForm<SiteInput, SiteValues>({
    schema: siteInputSchema,
    defaultValues,
    labels: FIELD_LABELS,
    serverError,
  });
  const zones = useMemo(() => timeZoneOptions(defaultValues.timeZone || undefined), [defaultValues.timeZone]);
  return (
    <FormFrame
      label={t`Site`}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`The site could not be saved`}
      fieldLabels={FIELD_LABELS}
    >
      <TextField
        {...field('name')}
        required
        description={t`The HR import’s Site__c column names the site by it.`}
        data-autofocus
      />
      <TextField
        {...field('country')}
        required
        description={t`Its two-letter code: CA, US, QA.`}
        autoComplete="off"
      />
      <SelectField
        {...field('timeZone')}
        required
        data={zones}
        searchable
        nothingFoundMessage={t`No time zone has this name`}
        description={t`Where the day of the site’s people turns: type a region or city, such as Toronto.`}
        comboboxProps={{ withinPortal: true }}
      />
      <ChipsField
        {...field('workingWeek')}
        required
        options={WEEKDAY_OPTIONS}
        description={t`The days its people work; holidays are kept with the site’s holidays.`}
      />
      <FormActions onCancel={onCancel} saving={saving} />
    </FormFrame>
  );
}
