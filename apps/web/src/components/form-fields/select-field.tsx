import { Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { asText, useFormField, type FormFieldProps, type OwnedInputProps } from './use-form-field';

export type SelectFieldProps<
  Values extends FieldValues,
  Output extends FieldValues = Values,
> = FormFieldProps<Values, Output> & Omit<SelectProps, OwnedInputProps>;

/** A searchable or clearable choice (Mantine's Select); cleared, the form holds null. */
export function SelectField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  ...input
}: SelectFieldProps<Values, Output>) {
  const { value, onChange, inputProps } = useFormField({ control, name });
  return (
    <Select {...input} {...inputProps} value={asText(value) || null} onChange={(next) => onChange(next)} />
  );
}
