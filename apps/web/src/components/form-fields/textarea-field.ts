import { Textarea } from '@mantine/core';
import { bindInput, textBinding } from './bind-input';

/** A long text field that grows with its text (details, notes, About Me…). */
export const TextareaField = bindInput(Textarea, textBinding, { autosize: true, minRows: 3, maxRows: 12 });
