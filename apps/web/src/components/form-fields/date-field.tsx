import { useState } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { FieldValues } from 'react-hook-form';
import { asText, useFormField, type FormFieldProps, type OwnedInputProps } from './use-form-field';

export type DateFieldProps<Values extends FieldValues, Output extends FieldValues = Values> = FormFieldProps<
  Values,
  Output
> &
  Omit<DateInputProps, OwnedInputProps> & {
    /** What a cleared date holds: '' for forms that keep text, null for those that send null. */
    emptyValue?: '' | null;
  };

/**
 * A calendar date kept as 'YYYY-MM-DD' (Mantine dates). While its calendar is open, Escape
 * closes the calendar and nothing else: a drawer or modal that listens for Escape on the window
 * skips a key whose target carries `data-mantine-stop-propagation`, as Mantine's Select does.
 */
export function DateField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  emptyValue = '',
  popoverProps,
  ...input
}: DateFieldProps<Values, Output>) {
  const { value, onChange, inputProps } = useFormField({ control, name });
  const [calendarOpen, setCalendarOpen] = useState(false);
  const label = typeof input.label === 'string' ? input.label : 'date';
  return (
    <DateInput
      placeholder="Pick a date"
      valueFormat="MMMM D, YYYY"
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      {...input}
      {...inputProps}
      value={asText(value) || null}
      onChange={(next) => onChange(next ?? emptyValue)}
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
    />
  );
}
