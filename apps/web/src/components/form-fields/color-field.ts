import { ColorInput } from '@mantine/core';
import { bindInput } from './bind-input';
import { asText } from './use-form-field';

/** A colour as #rrggbb, typed or picked (Mantine's ColorInput, with any swatches passed in). */
export const ColorField = bindInput(
  ColorInput,
  (value, onChange) => ({
    value: asText(value),
    onChange: (next: string) => onChange(next),
  }),
  // The eye dropper is an icon button: it needs a name of its own (axe).
  { format: 'hex', eyeDropperButtonProps: { 'aria-label': 'Pick a colour from the screen' } },
);
