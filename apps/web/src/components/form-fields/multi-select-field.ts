import { MultiSelect } from '@mantine/core';
import { bindInput } from './bind-input';

/** Several choices of a fixed list (Mantine's MultiSelect); the form holds an array of values. */
export const MultiSelectField = bindInput(MultiSelect, (value, onChange) => ({
  value: Array.isArray(value) ? (value as string[]) : [],
  onChange: (next: unknown[]) => onChange(next),
}));
