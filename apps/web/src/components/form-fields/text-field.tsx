import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { asText, useFormField, type FormFieldProps, type OwnedInputProps } from './use-form-field';

export type TextFieldProps<Values extends FieldValues, Output extends FieldValues = Values> = FormFieldProps<
  Values,
  Output
> &
  Omit<TextInputProps, OwnedInputProps>;

/** A one-line text field of any form. */
export function TextField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  ...input
}: TextFieldProps<Values, Output>) {
  const { value, onChange, inputProps } = useFormField({ control, name });
  return (
    <TextInput
      {...input}
      {...inputProps}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
