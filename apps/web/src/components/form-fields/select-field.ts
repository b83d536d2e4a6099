import { Select } from '@mantine/core';
import { bindInput } from './bind-input';
import { asText } from './use-form-field';

/** A searchable or clearable choice (Mantine's Select); cleared, the form holds null. */
export const SelectField = bindInput(Select, (value, onChange) => ({
  value: asText(value) || null,
  onChange: (next: unknown) => onChange(next),
}));
