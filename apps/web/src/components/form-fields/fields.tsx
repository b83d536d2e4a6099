import type { ChangeEvent } from 'react';
import { NativeSelect, NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { bindInput } from './bind-input';
import { asText } from './use-form-field';

/** Inputs whose change is an event carrying the text. */
const textBinding = (value: unknown, onChange: (next: unknown) => void) => ({
  value: asText(value),
  onChange: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>) =>
    onChange(event.currentTarget.value),
});

/** A one-line text field of any form. */
export const TextField = bindInput(TextInput, textBinding);

/** A long text field that grows with its text (details, notes, About Me…). */
export const TextareaField = bindInput(Textarea, textBinding, { autosize: true, minRows: 3, maxRows: 12 });

/**
 * A choice in the browser's own select: short fixed lists that keyboards and phones handle
 * best natively. Controlled, so options that load later still show the chosen value.
 */
export const NativeSelectField = bindInput(NativeSelect, textBinding);

/** A searchable or clearable choice (Mantine's Select); cleared, the form holds null. */
export const SelectField = bindInput(Select, (value, onChange) => ({
  value: asText(value) || null,
  onChange: (next: unknown) => onChange(next),
}));

/**
 * A number (hours, a rate…). An emptied field holds no value, so a required number says
 * 'Required' rather than quietly becoming 0; while typing ('12.') the form holds the text,
 * which the schema turns into a number.
 */
export const NumberField = bindInput(NumberInput, (value, onChange) => ({
  value: typeof value === 'number' || typeof value === 'string' ? value : '',
  onChange: (next: unknown) => onChange(next === '' ? undefined : next),
}));
