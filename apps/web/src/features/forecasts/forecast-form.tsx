import { useEffect, useMemo } from 'react';
import { Grid } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import {
  FORECAST_DIVISIONS,
  FORECAST_TYPES,
  HW_SW_OPTIONS,
  SHIPPING_OPTIONS,
} from '@portico/domain/forecasts/forecast-constants';
import { forecastInputSchema, type ForecastInput } from '@portico/domain/forecasts/forecast-schema';
import { CheckboxField } from '../../components/form-fields/checkbox-field';
import { DateField } from '../../components/form-fields/date-field';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { MultiSelectField } from '../../components/form-fields/multi-select-field';
import { SelectField } from '../../components/form-fields/select-field';
import { SwitchField } from '../../components/form-fields/switch-field';
import { TextField } from '../../components/form-fields/text-field';
import { TextareaField } from '../../components/form-fields/textarea-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes/unsaved-changes-prompt';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes/use-unsaved-changes-guard';
import { usePersonToday } from '../../lib/use-person-today';
import { optionsOf } from '../../lib/vocabulary';
import { divisionLabel, forecastTypeLabel, hwSwLabel, shippingLabel } from './forecast-labels';

/** What the form holds: a cleared choice is null until the schema says 'Required'. */
export interface ForecastFormState {
  jobTitle: string;
  division: string | null;
  type: string | null;
  plannedStartDate: string;
  isEmployeeHired: boolean;
  employeeName: string;
  employeeSetupFormProvided: boolean;
  requiresLaptop: boolean;
  hwSwRequirements: string[];
  shippingRequired: string | null;
  laptopDesiredBy: string;
  otherImportantInfo: string;
}

export const FIELD_LABELS: Record<keyof ForecastFormState, MessageDescriptor> = {
  jobTitle: msg`Job Title`,
  division: msg`Division`,
  type: msg`Type`,
  plannedStartDate: msg`Planned Start Date`,
  isEmployeeHired: msg`Is Employee Hired`,
  employeeName: msg`Employee Name`,
  employeeSetupFormProvided: msg`Employee Setup Form Provided`,
  requiresLaptop: msg`Requires Laptop`,
  hwSwRequirements: msg`HW/SW Requirements`,
  shippingRequired: msg`Shipping`,
  laptopDesiredBy: msg`Laptop Desired By`,
  otherImportantInfo: msg`Other Important Info`,
};

export const EMPTY_FORECAST_FORM: ForecastFormState = {
  jobTitle: '',
  division: null,
  type: null,
  plannedStartDate: '',
  isEmployeeHired: false,
  employeeName: '',
  employeeSetupFormProvided: false,
  requiresLaptop: false,
  hwSwRequirements: [],
  shippingRequired: null,
  laptopDesiredBy: '',
  otherImportantInfo: '',
};

const EMPLOYEE_FIELDS = ['employeeName', 'employeeSetupFormProvided'] as const;
const LAPTOP_FIELDS = ['hwSwRequirements', 'shippingRequired', 'laptopDesiredBy'] as const;

interface ForecastFormProps {
  mode: 'new' | 'edit';
  defaultValues: ForecastFormState;
  saving: boolean;
  serverError: Error | null;
  onSubmit: (input: ForecastInput, allowLeaving: () => void) => void;
  onCancel: () => void;
}

/** A 'YYYY-MM-DD' day as local midnight, for the calendar's earliest day. */
const toDate = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
};

/**
 * The forecast form (spec §5, §4): the domain's schema, so the form and the API say the same
 * things. Is Employee Hired and Requires Laptop show their fields; switched off, the fields go
 * and so do their requirements (the schema drops them from what is sent).
 */
export function ForecastForm({
  mode,
  defaultValues,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: ForecastFormProps) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  // A switch of language names the fields anew (`_` is new then).
  const labels = useMemo(
    () =>
      Object.fromEntries(Object.entries(FIELD_LABELS).map(([name, label]) => [name, _(label)])) as Record<
        keyof ForecastFormState,
        string
      >,
    [_],
  );
  const savedStart = mode === 'edit' ? defaultValues.plannedStartDate : undefined;
  const today = usePersonToday();
  const schema = useMemo(
    () => forecastInputSchema({ earliestDay: () => today, savedStart: () => savedStart }),
    [savedStart, today],
  );
  const form = useSchemaForm<ForecastFormState, ForecastInput>({
    schema,
    defaultValues,
    labels,
    serverError,
  });
  const { control, handleSubmit, field, clearErrors } = form;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [hired, laptop] = useWatch({ control, name: ['isEmployeeHired', 'requiresLaptop'] });

  // A field that goes takes its message with it.
  useEffect(() => {
    if (!hired) clearErrors([...EMPLOYEE_FIELDS]);
  }, [hired, clearErrors]);
  useEffect(() => {
    if (!laptop) clearErrors([...LAPTOP_FIELDS]);
  }, [laptop, clearErrors]);

  const minStart = toDate(savedStart && savedStart < today ? savedStart : today);

  return (
    <FormFrame
      label={mode === 'new' ? t`New employee forecast` : t`Edit employee forecast`}
      onSubmit={handleSubmit((input) => onSubmit(input, guard.allowLeaving))}
      serverError={serverError}
      fallbackTitle={t`The forecast could not be saved`}
      fieldLabels={labels}
    >
      <TextField {...field('jobTitle')} required />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <SelectField
            {...field('division')}
            required
            data={optionsOf(FORECAST_DIVISIONS, (value) => divisionLabel(_, value))}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <SelectField
            {...field('type')}
            required
            data={optionsOf(FORECAST_TYPES, (value) => forecastTypeLabel(_, value))}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <DateField {...field('plannedStartDate')} required minDate={minStart} />
        </Grid.Col>
      </Grid>
      <SwitchField {...field('isEmployeeHired')} />
      {hired && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextField {...field('employeeName')} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }} style={{ alignSelf: 'flex-end' }}>
            <CheckboxField {...field('employeeSetupFormProvided')} mb={8} />
          </Grid.Col>
        </Grid>
      )}
      <SwitchField {...field('requiresLaptop')} />
      {laptop && (
        <Grid gap="md">
          <Grid.Col span={12}>
            <MultiSelectField
              {...field('hwSwRequirements')}
              required
              searchable
              data={optionsOf(HW_SW_OPTIONS, (value) => hwSwLabel(_, value))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <SelectField
              {...field('shippingRequired')}
              required
              data={optionsOf(SHIPPING_OPTIONS, (value) => shippingLabel(_, value))}
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateField {...field('laptopDesiredBy')} clearable />
          </Grid.Col>
        </Grid>
      )}
      <TextareaField {...field('otherImportantInfo')} minRows={3} autosize maxRows={8} />
      <FormActions onCancel={onCancel} saving={saving} submitLabel={mode === 'new' ? t`Submit` : t`Save`} />
      <UnsavedChangesPrompt guard={guard} />
    </FormFrame>
  );
}
