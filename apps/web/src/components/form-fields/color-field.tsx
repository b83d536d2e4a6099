import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ColorInput, type ColorInputProps } from '@mantine/core';
import { bindInput } from './bind-input';
import { asText } from './use-form-field';

const PICK_FROM_SCREEN = msg`Pick a colour from the screen`;

/** Mantine's ColorInput, its eye dropper (an icon button) named in the reader's language (axe). */
function NamedColorInput(props: ColorInputProps) {
  const { _: translate } = useLingui();
  return <ColorInput {...props} eyeDropperButtonProps={{ 'aria-label': translate(PICK_FROM_SCREEN) }} />;
}

/** A colour as #rrggbb, typed or picked (Mantine's ColorInput, with any swatches passed in). */
export const ColorField = bindInput(
  NamedColorInput,
  (value, onChange) => ({
    value: asText(value),
    onChange: (next: string) => onChange(next),
  }),
  { format: 'hex' },
);
