import { TextInput } from '@mantine/core';
import { bindInput, textBinding } from './bind-input';

/** A one-line text field of any form. */
export const TextField = bindInput(TextInput, textBinding);
