import { NumberInput } from '@mantine/core';
import { bindInput } from './bind-input';

/**
 * A number (hours, a rate…). An emptied field holds no value, so a required number says
 * 'Required' rather than quietly becoming 0; while typing ('12.') the form holds the text,
 * which the schema turns into a number.
 */
export const NumberField = bindInput(NumberInput, (value, onChange) => ({
  value: typeof value === 'number' || typeof value === 'string' ? value : '',
  onChange: (next: unknown) => onChange(next === '' ? undefined : next),
}));
