import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldProps, type OwnedInputProps } from './use-form-field';

export type NumberFieldProps<
  Values extends FieldValues,
  Output extends FieldValues = Values,
> = FormFieldProps<Values, Output> & Omit<NumberInputProps, OwnedInputProps>;

/**
 * A number (hours, a rate…). An emptied field holds no value, so a required number says
 * 'Required' rather than quietly becoming 0; while typing ('12.') the form holds the text,
 * which the schema turns into a number.
 */
export function NumberField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  ...input
}: NumberFieldProps<Values, Output>) {
  const { value, onChange, inputProps } = useFormField({ control, name });
  const shown = typeof value === 'number' || typeof value === 'string' ? value : '';
  return (
    <NumberInput
      {...input}
      {...inputProps}
      value={shown}
      onChange={(next) => onChange(next === '' ? undefined : next)}
    />
  );
}
