import { useLingui } from '@lingui/react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { translateMessage } from '../../messages/translate-message';

/**
 * What every form field takes: the form's `control` and the field's name, checked against the
 * form's own values. `Output` is what the form's resolver turns the values into (zod's output).
 */
export interface FormFieldProps<Values extends FieldValues, Output extends FieldValues = Values> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
}

/** The Mantine props a field owns; the rest (label, description, sizes…) pass straight through. */
export type OwnedInputProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/**
 * Connects one Mantine input to react-hook-form: its ref (so a failed submit focuses the first
 * invalid field), name, blur (for `mode: 'onTouched'`) and error message, client or server.
 */
export function useFormField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
}: FormFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  // The schema's and the server's messages are English; shown in the reader's language, at
  // render, so a language switch re-renders them.
  const { i18n } = useLingui();
  const message = fieldState.error?.message;
  return {
    value: field.value as unknown,
    onChange: field.onChange,
    inputProps: {
      ref: field.ref,
      name: field.name,
      onBlur: field.onBlur,
      error: message ? translateMessage(i18n, message) : message,
    },
  };
}

/** A text input shows '' for a value the form holds as null or undefined. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * Props for a form's fields from its label map, so each field is named once:
 * `const field = labelledField(control, LABELS); <TextField {...field('title')} required />`.
 */
export const labelledField =
  <Values extends FieldValues, Output extends FieldValues>(
    control: Control<Values, unknown, Output>,
    labels: Readonly<Record<FieldPath<Values>, string>>,
  ) =>
  (name: FieldPath<Values>) => ({ control, name, label: labels[name] });
