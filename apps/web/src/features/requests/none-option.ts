import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The domain's NONE_OPTION ('--None--') as the reader reads it; its value stays empty. */
const NONE_LABEL = msg({ message: '--None--', comment: 'The empty first choice of a list' });

/**
 * The spec's choices start with '--None--', which leaves the field empty. Called at render, so
 * its label is in the active language.
 */
export const withNoneOption = (options: readonly (string | { value: string; label: string })[]) => [
  { value: '', label: i18n._(NONE_LABEL) },
  ...options,
];
