import { Switch } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { bindInput } from './bind-input';

/** An on/off toggle of any form (Mantine's Switch); the form holds a boolean. */
export const SwitchField = bindInput(Switch, (value, onChange) => ({
  checked: value === true,
  onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked),
}));
