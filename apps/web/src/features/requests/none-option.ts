import { NONE_OPTION } from '@portico/domain/requests/request-constants';

/** The spec's choices start with '--None--', which leaves the field empty. */
export const withNoneOption = (options: readonly (string | { value: string; label: string })[]) => [
  { value: '', label: NONE_OPTION },
  ...options,
];
