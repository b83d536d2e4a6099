import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { asText, useFormField, type FormFieldProps, type OwnedInputProps } from './use-form-field';

export type TextareaFieldProps<
  Values extends FieldValues,
  Output extends FieldValues = Values,
> = FormFieldProps<Values, Output> & Omit<TextareaProps, OwnedInputProps>;

/** A long text field that grows with its text (details, notes, About Me…). */
export function TextareaField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  ...input
}: TextareaFieldProps<Values, Output>) {
  const { value, onChange, inputProps } = useFormField({ control, name });
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={12}
      {...input}
      {...inputProps}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
