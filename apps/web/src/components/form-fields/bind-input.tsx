import type { ChangeEvent, ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { asText, useFormField, type FormFieldProps, type OwnedInputProps } from './use-form-field';

/** How one kind of input shows the form's value and hands a change back. */
export type InputBinding<InputProps> = (
  value: unknown,
  onChange: (next: unknown) => void,
) => Partial<InputProps>;

/**
 * Makes a form field of a Mantine input: the result takes the form's `control` and a field
 * `name`, plus any of the input's own props, and is generic over the form, so every form gets
 * the same fields without wrappers of its own. `binding` is all that differs between inputs.
 */
export function bindInput<InputProps extends object>(
  Input: ComponentType<InputProps>,
  binding: InputBinding<InputProps>,
  defaults: Partial<InputProps> = {},
) {
  return function FormField<Values extends FieldValues, Output extends FieldValues = Values>({
    control,
    name,
    ...input
  }: FormFieldProps<Values, Output> & Omit<InputProps, OwnedInputProps>) {
    const { value, onChange, inputProps } = useFormField({ control, name });
    const props = { ...defaults, ...input, ...inputProps, ...binding(value, onChange) } as InputProps;
    return <Input {...props} />;
  };
}

/** The binding of inputs whose change is an event carrying the text (text, textarea, select). */
export const textBinding = (value: unknown, onChange: (next: unknown) => void) => ({
  value: asText(value),
  onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>) =>
    onChange(event.currentTarget.value),
});
