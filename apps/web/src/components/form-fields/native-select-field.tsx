import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { asText, useFormField, type FormFieldProps, type OwnedInputProps } from './use-form-field';

export type NativeSelectFieldProps<
  Values extends FieldValues,
  Output extends FieldValues = Values,
> = FormFieldProps<Values, Output> & Omit<NativeSelectProps, OwnedInputProps>;

/**
 * A choice in the browser's own select: short fixed lists that keyboards and phones handle
 * best natively. Controlled, so options that load later still show the chosen value.
 */
export function NativeSelectField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  ...input
}: NativeSelectFieldProps<Values, Output>) {
  const { value, onChange, inputProps } = useFormField({ control, name });
  return (
    <NativeSelect
      {...input}
      {...inputProps}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
