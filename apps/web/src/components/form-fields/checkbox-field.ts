import { Checkbox } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { bindInput } from './bind-input';

/** A yes/no field of any form; the form holds a boolean. */
export const CheckboxField = bindInput(Checkbox, (value, onChange) => ({
  checked: value === true,
  onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked),
}));
