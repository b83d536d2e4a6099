import type { FieldValues } from 'react-hook-form';
import { PersonPicker, type PickedPerson, type PersonPickerProps } from '../person-picker';
import { useFormField, type FormFieldProps } from './use-form-field';

type OwnProps = Pick<PersonPickerProps, 'label' | 'required' | 'description'> & {
  /** The person the saved record names, so the field shows their name before any search. */
  initial: PickedPerson | null;
};

/** The shared people picker bound to a form field that holds an employee id, or null. */
export function PersonPickerField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  ...own
}: FormFieldProps<Values, Output> & OwnProps) {
  const { value, onChange, inputProps } = useFormField({ control, name });
  return (
    <PersonPicker
      {...own}
      value={typeof value === 'string' && value ? value : null}
      onChange={(person) => onChange(person?.id ?? null)}
      onBlur={inputProps.onBlur}
      error={inputProps.error}
      name={inputProps.name}
      inputRef={inputProps.ref}
    />
  );
}
