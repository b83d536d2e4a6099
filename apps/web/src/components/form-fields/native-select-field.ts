import { NativeSelect } from '@mantine/core';
import { bindInput, textBinding } from './bind-input';

/**
 * A choice in the browser's own select: short fixed lists that keyboards and phones handle
 * best natively. Controlled, so options that load later still show the chosen value.
 */
export const NativeSelectField = bindInput(NativeSelect, textBinding);
